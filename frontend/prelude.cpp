#include "frontend/prelude.h"

#include <memory>
#include <sstream>
#include <stdexcept>

#include "frontend/parse.h"

namespace rhz::frontend {

extern const char* const kPreludeText;  // generated from runtime/prelude.rb

const Ast& prelude_ast() {
  struct Parsed {
    SourceFile file{"<internal:prelude>", kPreludeText};
    Diagnostics diags{file};
    std::unique_ptr<Ast> ast = parse(file, diags);
  };
  static const Parsed* parsed = [] {
    auto* p = new Parsed();
    if (p->diags.has_errors()) {
      std::ostringstream os;
      p->diags.print(os);
      throw std::logic_error("the prelude does not parse:\n" + os.str());
    }
    return p;
  }();
  return *parsed->ast;
}

}  // namespace rhz::frontend
