#include "frontend/load.h"

#include <algorithm>
#include <deque>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "frontend/parse.h"

namespace rhz::frontend {

namespace fs = std::filesystem;

std::string required_path(const std::string& dir, const std::string& name) {
  fs::path p = fs::path(dir) / name;
  if (p.extension() != ".rb") p += ".rb";
  return p.lexically_normal().string();
}

std::string directory_of(const std::string& file_name) {
  std::error_code ec;
  if (file_name == "-" || file_name == "-e") return fs::current_path(ec).string();
  return fs::absolute(file_name, ec).lexically_normal().parent_path().string();
}

namespace {

bool read_text(const std::string& path, std::string& out) {
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) return false;
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream s;
  s << in.rdbuf();
  out = s.str();
  return true;
}

// The text a computed name surely starts with: its literal first part
// (`"lib/#{x}"`, `"lib/" + x`), whose directory is where the file must be.
std::string literal_prefix(const Node* name) {
  if (name->kind == Kind::DStr && !name->kids.empty() && name->kids[0]->kind == Kind::Str) return name->kids[0]->text;
  if (name->kind == Kind::Call && name->text == "+" && call_receiver(name) && call_receiver(name)->kind == Kind::Str)
    return call_receiver(name)->text;
  return "";
}

class Loader {
 public:
  explicit Loader(Ast& main) : main_(main) {}

  // Rewrites the require_relative calls of a file in directory `dir` and
  // queues what they load.
  void scan(Ast& ast, const std::string& dir, bool candidate) {
    std::vector<Node*> stack{ast.root};
    while (!stack.empty()) {
      Node* n = stack.back();
      stack.pop_back();
      if (!n) continue;
      for (Node* k : n->kids) stack.push_back(k);
      if (n->kind != Kind::Call || n->text != "require_relative" || call_receiver(n) || n->has(kWithBlock)) continue;
      const std::size_t argc = call_argc(n);
      n->kids.push_back(ast.make_text(Kind::Str, n->range, dir));
      if (argc != 1) continue;  // CRuby's ArgumentError when it runs
      const Node* name = call_arg(n, 0);
      if (name->kind == Kind::Str) queue_.push_back({required_path(dir, name->text), candidate});
      else queue_directory((fs::path(dir) / fs::path(literal_prefix(name)).parent_path()).lexically_normal().string());
    }
  }

  std::vector<LoadedFile> run() {
    // Files required by literal names first, so that a file both required
    // by name and a candidate counts as required.
    while (!queue_.empty() || !candidates_.empty()) {
      if (queue_.empty()) {
        queue_.push_back({candidates_.front(), true});
        candidates_.pop_front();
      }
      auto [path, candidate] = queue_.front();
      queue_.pop_front();
      auto it = index_.find(path);
      if (it != index_.end()) {
        if (!candidate) files_[it->second].candidate = false;
        continue;
      }
      std::string text;
      if (!read_text(path, text)) continue;  // a LoadError when the require runs
      index_.emplace(path, files_.size());
      LoadedFile& f = files_.emplace_back();
      f.source = std::make_unique<SourceFile>(path, std::move(text));
      f.diags = std::make_unique<Diagnostics>(*f.source);
      f.ast = parse(*f.source, *f.diags);
      f.candidate = candidate;
      const std::size_t at = files_.size() - 1;
      scan(*files_[at].ast, fs::path(path).parent_path().string(), candidate);
    }
    for (LoadedFile& f : files_) main_.required.push_back({f.source->name(), f.ast->root});
    return std::move(files_);
  }

 private:
  void queue_directory(const std::string& dir) {
    if (!scanned_dirs_.insert(dir).second) return;
    std::vector<std::string> names;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
      if (it->path().extension() == ".rb" && it->is_regular_file(ec)) names.push_back(it->path().lexically_normal().string());
    std::sort(names.begin(), names.end());  // the same program, byte for byte, whatever the directory order
    candidates_.insert(candidates_.end(), names.begin(), names.end());
  }

  struct Pending {
    std::string path;
    bool candidate;
  };
  Ast& main_;
  std::deque<Pending> queue_;
  std::deque<std::string> candidates_;
  std::set<std::string> scanned_dirs_;
  std::map<std::string, std::size_t> index_;
  std::vector<LoadedFile> files_;
};

}  // namespace

std::vector<LoadedFile> load_required(Ast& main, const SourceFile& main_file) {
  Loader loader(main);
  loader.scan(main, directory_of(main_file.name()), false);
  return loader.run();
}

}  // namespace rhz::frontend
