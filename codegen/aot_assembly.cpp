#include "codegen/aot_assembly.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <map>
#include <stdexcept>
#include <vector>

#include "codegen/native_image.h"

namespace rhz::codegen {

namespace {

// The writer lays these structs out field by field as .quad and .long
// directives. If abi.h or native_image.h changes one of them, these fail the
// build until the writer changes too, instead of the executable silently
// reading misplaced fields.
static_assert(offsetof(MethodData, runtime_tag) == 0);
static_assert(offsetof(MethodData, method_index) == 8);
static_assert(offsetof(MethodData, num_sites) == 12);
static_assert(offsetof(MethodData, sites) == 16);
static_assert(sizeof(MethodData) == 24);
static_assert(offsetof(SendSite, cache) == 0);
static_assert(offsetof(SendSite, klass) == 8);
static_assert(offsetof(SendSite, target) == 16);
static_assert(offsetof(SendSite, name) == 24);
static_assert(offsetof(SendSite, argc) == 28);
static_assert(offsetof(SendSite, flags) == 32);
static_assert(offsetof(SendSite, line) == 36);
static_assert(sizeof(SendSite) == 40);
static_assert(offsetof(ImageString, bytes) == 0);
static_assert(offsetof(ImageString, size) == 8);
static_assert(offsetof(ImageMethod, name) == 0);
static_assert(offsetof(ImageMethod, def_line) == 16);
static_assert(offsetof(ImageMethod, num_params) == 24);
static_assert(offsetof(ImageMethod, required) == 32);
static_assert(offsetof(ImageMethod, entry) == 40);
static_assert(offsetof(ImageMethod, data) == 48);
static_assert(offsetof(NativeImage, version) == 0);
static_assert(offsetof(NativeImage, file_name) == 8);
static_assert(offsetof(NativeImage, num_methods) == 24);
static_assert(offsetof(NativeImage, methods) == 32);
static_assert(offsetof(NativeImage, num_symbols) == 40);
static_assert(offsetof(NativeImage, symbols) == 48);
static_assert(offsetof(NativeImage, num_literals) == 56);
static_assert(offsetof(NativeImage, literals) == 64);

constexpr std::size_t kBytesPerLine = 16;
constexpr std::size_t kStringChunk = 64;  // source bytes per .ascii line

std::string hex(std::uint64_t v, int digits) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string s(static_cast<std::size_t>(digits), '0');
  for (int i = digits - 1; i >= 0 && v; --i, v >>= 4) s[static_cast<std::size_t>(i)] = kDigits[v & 15];
  return "0x" + s;
}

std::string num(std::uint64_t v) { return std::to_string(v); }

// A comment runs to the end of its line, so a name or mark with a control
// character in it must not end the line early.
std::string comment_text(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = '?';
  return out;
}

// `.ascii` with every byte outside printable ASCII as a three-digit octal
// escape (a shorter one could swallow a following digit).
std::string ascii_directive(std::string_view bytes, bool terminate) {
  std::string s = terminate ? "\t.asciz \"" : "\t.ascii \"";
  for (char ch : bytes) {
    unsigned char c = static_cast<unsigned char>(ch);
    if (c == '"' || c == '\\') {
      s += '\\';
      s += ch;
    } else if (c >= 0x20 && c < 0x7f) {
      s += ch;
    } else {
      s += '\\';
      s += static_cast<char>('0' + (c >> 6));
      s += static_cast<char>('0' + ((c >> 3) & 7));
      s += static_cast<char>('0' + (c & 7));
    }
  }
  return s + "\"\n";
}

class Writer {
 public:
  Writer(const ir::Program& program, std::string_view file_name, std::span<const CompiledMethod> methods)
      : program_(program), file_name_(file_name), methods_(methods) {}

  std::string run() {
    if (methods_.size() != program_.methods.size())
      throw std::logic_error("aot: " + num(methods_.size()) + " compiled methods for a program of " +
                             num(program_.methods.size()));
    out_ += "# " + comment_text(file_name_) + " compiled by rhz\n";
    directive(".section .note.GNU-stack,\"\",@progbits");
    out_ += '\n';
    directive(".text");
    for (std::size_t k = 0; k < methods_.size(); ++k) text(k);
    out_ += '\n';
    // Writable: the runtime fills MethodData::runtime_tag and the sites' caches.
    directive(".data");
    for (std::size_t k = 0; k < methods_.size(); ++k) data(k);
    out_ += '\n';
    directive(".section .rodata");
    strings();
    out_ += '\n';
    // Pointers: read-only after the loader has relocated them.
    directive(".section .data.rel.ro,\"aw\",@progbits");
    directive(".p2align 3");
    image();
    return std::move(out_);
  }

 private:
  void directive(std::string_view d) {
    out_ += '\t';
    out_ += d;
    out_ += '\n';
  }
  void commented(std::string_view d, std::string_view why) {
    out_ += '\t';
    out_ += d;
    out_ += "\t# ";
    out_ += comment_text(why);
    out_ += '\n';
  }
  void label(std::string_view name) {
    out_ += name;
    out_ += ":\n";
  }

  std::string_view symbol(std::uint32_t id) const {
    if (id >= program_.symbols.size()) throw std::logic_error("aot: symbol " + num(id) + " out of range");
    return program_.symbols.name(static_cast<ir::SymbolId>(id));
  }
  // `.quad bytes, size` of an ImageString.
  std::string string_ref(const std::string& name, std::size_t size) const {
    return ".quad " + name + ", " + num(size);
  }
  std::string symbol_ref(std::uint32_t id) const {
    return string_ref("rhz_symbol_" + num(id), symbol(id).size());
  }

  // The pool words that hold addresses, by offset, each checked against
  // what the word holds in memory: the writer must replace exactly those.
  std::map<std::size_t, const PoolAddress*> pool_words(std::size_t k) const {
    const CompiledMethod& m = methods_[k];
    std::span<const std::uint8_t> code = m.code.bytes();
    auto word_at = [&](std::size_t offset) {
      std::uint64_t w;
      std::memcpy(&w, code.data() + offset, sizeof w);
      return w;
    };
    std::string where = "aot: method " + num(k) + " (" + m.name + "): ";
    const std::uint32_t num_sites = m.data ? m.data->num_sites : 0;
    std::map<std::size_t, const PoolAddress*> pool;
    for (const PoolAddress& p : m.pool_addresses) {
      if (p.offset + std::size_t{8} > code.size()) throw std::logic_error(where + "pool word past the code");
      std::uint64_t expected = 0;
      if (p.kind == PoolAddress::Kind::MethodData) {
        expected = reinterpret_cast<std::uint64_t>(m.data.get());
      } else {
        if (p.index >= num_sites) throw std::logic_error(where + "pool word for site " + num(p.index) + " out of range");
        expected = reinterpret_cast<std::uint64_t>(&m.sites[p.index]);
      }
      if (word_at(p.offset) != expected)
        throw std::logic_error(where + "pool word at " + hex(p.offset, 4) + " does not hold the address it names");
      if (!pool.emplace(p.offset, &p).second) throw std::logic_error(where + "pool word listed twice");
    }
    for (auto it = pool.begin(); it != pool.end() && std::next(it) != pool.end(); ++it)
      if (it->first + 8 > std::next(it)->first) throw std::logic_error(where + "pool words overlap");
    // Any other word of the pool that points into this method's data would
    // carry an address of this process into the executable.
    auto inside = [](std::uint64_t w, const void* base, std::size_t size) {
      auto b = reinterpret_cast<std::uint64_t>(base);
      return base && w >= b && w < b + size;
    };
    for (std::size_t off = (m.code_size + std::size_t{7}) / 8 * 8; off + 8 <= code.size(); off += 8) {
      if (pool.count(off)) continue;
      std::uint64_t w = word_at(off);
      if (inside(w, m.data.get(), sizeof(MethodData)) || inside(w, m.sites.get(), num_sites * sizeof(SendSite)))
        throw std::logic_error(where + "pool word at " + hex(off, 4) + " holds an address not in pool_addresses");
    }
    return pool;
  }

  // Method k's code: bytes, the pool's addresses as relocations, and the
  // listing's marks as comments so the file reads like --dump-asm.
  void text(std::size_t k) {
    const CompiledMethod& m = methods_[k];
    std::span<const std::uint8_t> code = m.code.bytes();
    std::map<std::size_t, const PoolAddress*> pool = pool_words(k);
    std::vector<const AsmMark*> marks;
    for (const AsmMark& mark : m.marks) marks.push_back(&mark);
    std::stable_sort(marks.begin(), marks.end(), [](const AsmMark* a, const AsmMark* b) { return a->offset < b->offset; });

    std::string name = "rhz_method_" + num(k);
    out_ += "\n# method " + num(k) + ": " + comment_text(m.name) + " (" + num(m.code_size) + " bytes of code, " +
            num(code.size() - std::min<std::size_t>(m.code_size, code.size())) + " of literal pool, " +
            num(m.data ? m.data->num_sites : 0) + " send sites)\n";
    directive(".p2align 4");
    directive(".type " + name + ",@function");
    label(name);
    std::size_t next_mark = 0;
    auto marks_until = [&](std::size_t pos) {
      for (; next_mark < marks.size() && marks[next_mark]->offset <= pos; ++next_mark) {
        const AsmMark& mark = *marks[next_mark];
        out_ += mark.label ? "# " : "#   ";
        out_ += comment_text(mark.text);
        out_ += '\n';
      }
    };
    std::size_t pos = 0;
    while (pos < code.size()) {
      marks_until(pos);
      if (pos == m.code_size) out_ += "# literal pool\n";
      if (auto it = pool.find(pos); it != pool.end()) {
        const PoolAddress& p = *it->second;
        if (p.kind == PoolAddress::Kind::MethodData) directive(".quad rhz_data_" + num(k));
        else directive(".quad rhz_sites_" + num(k) + "+" + num(p.index * sizeof(SendSite)));
        pos += 8;
        continue;
      }
      std::size_t end = std::min(code.size(), pos + kBytesPerLine);
      if (next_mark < marks.size()) end = std::min<std::size_t>(end, marks[next_mark]->offset);
      if (auto it = pool.upper_bound(pos); it != pool.end()) end = std::min(end, it->first);
      if (pos < m.code_size) end = std::min<std::size_t>(end, m.code_size);
      std::string line = ".byte ";
      for (std::size_t i = pos; i < end; ++i) {
        if (i > pos) line += ',';
        line += hex(code[i], 2);
      }
      directive(line);
      pos = end;
    }
    marks_until(SIZE_MAX);
    directive(".size " + name + ",.-" + name);
  }

  // Method k's MethodData and SendSites, as compile_method made them, with
  // the fields the runtime owns in their initial state.
  void data(std::size_t k) {
    const CompiledMethod& m = methods_[k];
    if (!m.data) throw std::logic_error("aot: method " + num(k) + " has no MethodData");
    const MethodData& d = *m.data;
    if (d.method_index != k)
      throw std::logic_error("aot: method " + num(k) + " was compiled as method " + num(d.method_index));
    std::string sites = "rhz_sites_" + num(k);
    out_ += "\n# method " + num(k) + ": " + comment_text(m.name) + "\n";
    directive(".p2align 3");
    label("rhz_data_" + num(k));
    commented(".quad 0", "runtime_tag");
    commented(".long " + num(d.method_index), "method_index");
    commented(".long " + num(d.num_sites), "num_sites");
    commented(d.num_sites ? ".quad " + sites : ".quad 0", "sites");
    if (!d.num_sites) return;
    label(sites);
    for (std::uint32_t i = 0; i < d.num_sites; ++i) {
      const SendSite& s = m.sites[i];
      out_ += "# site " + num(i) + ": " + comment_text(symbol(s.name)) + " (line " + num(s.line) + ")\n";
      commented(".quad 0", "cache");
      commented(".quad 0", "klass");
      commented(".quad 0", "target");
      commented(".long " + num(s.name), "name");
      commented(".long " + num(s.argc), "argc");
      commented(".long " + num(s.flags), "flags");
      commented(".long " + num(s.line), "line");
    }
  }

  // Every string's bytes, NUL-terminated (the terminator is not counted in
  // its ImageString::size, so a literal may hold NULs of its own).
  void strings() {
    auto bytes = [&](const std::string& name, std::string_view s) {
      label(name);
      if (s.empty()) {
        out_ += ascii_directive("", true);
        return;
      }
      for (std::size_t i = 0; i < s.size(); i += kStringChunk)
        out_ += ascii_directive(s.substr(i, kStringChunk), i + kStringChunk >= s.size());
    };
    bytes("rhz_file_name", file_name_);
    for (std::uint32_t id = 0; id < program_.symbols.size(); ++id) bytes("rhz_symbol_" + num(id), symbol(id));
    for (std::size_t i = 0; i < program_.strings.size(); ++i) bytes("rhz_literal_" + num(i), program_.strings[i]);
  }

  // The ImageString and ImageMethod arrays and the NativeImage itself.
  void image() {
    label("rhz_symbols");
    for (std::uint32_t id = 0; id < program_.symbols.size(); ++id) commented(symbol_ref(id), symbol(id));
    if (!program_.strings.empty()) label("rhz_literals");
    for (std::size_t i = 0; i < program_.strings.size(); ++i)
      directive(string_ref("rhz_literal_" + num(i), program_.strings[i].size()));
    label("rhz_methods");
    for (std::size_t k = 0; k < methods_.size(); ++k) {
      // The same values tier 1 gives its Code (runtime/bytecode_compile.cpp).
      const ir::MethodInfo& info = program_.methods[k].info;
      std::uint32_t name = static_cast<std::uint32_t>(info.name);
      out_ += "# method " + num(k) + ": " + comment_text(symbol(name)) + "\n";
      commented(symbol_ref(name), "name");
      commented(".quad " + num(info.line), "def_line");
      commented(".quad " + num(info.required + info.optional + (info.rest ? 1 : 0)), "num_params");
      commented(".quad " + num(info.required), "required");
      commented(".quad rhz_method_" + num(k), "entry");
      commented(".quad rhz_data_" + num(k), "data");
      const std::uint64_t flags = (info.is_block ? kImageBlock : 0) | (info.builtin ? kImageBuiltin : 0) |
                                  (info.singleton ? kImageSingleton : 0) | (info.class_member ? kImageClassMember : 0) |
                                  (info.file_top ? kImageFileTop : 0) | (info.protected_body ? kImageProtectedBody : 0) |
                                  (info.rest ? kImageRest : 0) | (info.is_lambda ? kImageLambda : 0);
      commented(".quad " + num(flags), "flags");
      const bool owned = info.builtin || info.class_member;
      commented(".quad " + num(owned ? static_cast<std::uint32_t>(info.owner) : 0), "owner");
      commented(".quad " + num(info.aliases.size()), "num_aliases");
      commented(info.aliases.empty() ? ".quad 0" : ".quad rhz_aliases_" + num(k), "aliases");
      const auto file = static_cast<std::uint32_t>(program_.files.at(info.file));
      commented(".quad " + num(file), "file " + std::string(symbol(file)));
    }
    for (std::size_t k = 0; k < methods_.size(); ++k) {
      const ir::MethodInfo& info = program_.methods[k].info;
      if (info.aliases.empty()) continue;
      label("rhz_aliases_" + num(k));
      for (ir::SymbolId a : info.aliases) commented(".quad " + num(static_cast<std::uint32_t>(a)), symbol(static_cast<std::uint32_t>(a)));
    }
    out_ += '\n';
    directive(".globl rhz_native_image");
    directive(".type rhz_native_image,@object");
    directive(".size rhz_native_image," + num(sizeof(NativeImage)));
    label("rhz_native_image");
    commented(".quad " + num(kNativeImageVersion), "version");
    commented(string_ref("rhz_file_name", file_name_.size()), "file_name");
    commented(".quad " + num(methods_.size()), "num_methods");
    commented(".quad rhz_methods", "methods");
    commented(".quad " + num(program_.symbols.size()), "num_symbols");
    commented(".quad rhz_symbols", "symbols");
    commented(".quad " + num(program_.strings.size()), "num_literals");
    commented(program_.strings.empty() ? ".quad 0" : ".quad rhz_literals", "literals");
  }

  const ir::Program& program_;
  std::string_view file_name_;
  std::span<const CompiledMethod> methods_;
  std::string out_;
};

}  // namespace

std::string write_assembly(const ir::Program& program, std::string_view file_name,
                           std::span<const CompiledMethod> methods) {
  return Writer(program, file_name, methods).run();
}

}  // namespace rhz::codegen
