// The `--dump-ast` format users see: one node per line, two spaces of
// indentation per level, `Kind [text|value] [flags] @line:col-line:col`,
// `-` for an absent kid. Ranges are half-open, columns count bytes.

#include <catch2/catch.hpp>

#include <sstream>

#include "test/frontend/ast_helpers.h"

using namespace rhz::frontend;
using namespace rhz::frontend::test;

TEST_CASE("dump of a small program", "[frontend][dump]") {
  CHECK(dump_of("x = 1 + 2 * 3\nputs x\n") ==
        "Program @1:1-3:1\n"
        "  Seq @1:1-2:7\n"
        "    LocalAsgn x @1:1-1:14\n"
        "      Call + [operator] @1:5-1:14\n"
        "        Int 1 @1:5-1:6\n"
        "        Call * [operator] @1:9-1:14\n"
        "          Int 2 @1:9-1:10\n"
        "          Int 3 @1:13-1:14\n"
        "    Call puts [command] @2:1-2:7\n"
        "      -\n"
        "      LocalVar x @2:6-2:7\n");
}

TEST_CASE("dump of a method, multiple assignment and interpolation", "[frontend][dump]") {
  CHECK(dump_of("def f(a, b = 1)\n  return a if b\n  x, y = a, b\n  \"s#{x}t\"\nend\n") ==
        "Program @1:1-6:1\n"
        "  Seq @1:1-5:4\n"
        "    Def f @1:1-5:4\n"
        "      Params @1:6-1:16\n"
        "        Param a @1:7-1:8\n"
        "          -\n"
        "        Param b @1:10-1:15\n"
        "          Int 1 @1:14-1:15\n"
        "      Seq @2:3-4:11\n"
        "        If @2:3-2:16\n"
        "          LocalVar b @2:15-2:16\n"
        "          Return @2:3-2:11\n"
        "            LocalVar a @2:10-2:11\n"
        "          -\n"
        "        MultiAsgn [rhs-list] @3:3-3:14\n"
        "          Targets @3:3-3:7\n"
        "            LocalAsgn x @3:3-3:4\n"
        "              -\n"
        "            LocalAsgn y @3:6-3:7\n"
        "              -\n"
        "          Array @3:10-3:14\n"
        "            LocalVar a @3:10-3:11\n"
        "            LocalVar b @3:13-3:14\n"
        "        DStr @4:3-4:11\n"
        "          Str \"s\" @4:4-4:5\n"
        "          Interp @4:5-4:9\n"
        "            Seq @4:7-4:8\n"
        "              LocalVar x @4:7-4:8\n"
        "          Str \"t\" @4:9-4:10\n");
}

TEST_CASE("dump of loops, case and calls with flags", "[frontend][dump]") {
  CHECK(dump_of("until false do break end\ncase 1 when 2 then 3 end\nputs(f 1)\nX = -1") ==
        "Program @1:1-4:7\n"
        "  Seq @1:1-4:7\n"
        "    While [until] @1:1-1:25\n"
        "      False @1:7-1:12\n"
        "      Seq @1:16-1:21\n"
        "        Break @1:16-1:21\n"
        "          -\n"
        "    Case @2:1-2:25\n"
        "      Int 1 @2:6-2:7\n"
        "      -\n"
        "      When @2:8-2:21\n"
        "        Int 2 @2:13-2:14\n"
        "        Seq @2:20-2:21\n"
        "          Int 3 @2:20-2:21\n"
        "    Call puts [parens] @3:1-3:10\n"
        "      -\n"
        "      Call f [command] @3:6-3:9\n"
        "        -\n"
        "        Int 1 @3:8-3:9\n"
        "    ConstAsgn X @4:1-4:7\n"
        "      Int -1 @4:5-4:7\n");
}

TEST_CASE("dump of a bare identifier and index assignment", "[frontend][dump]") {
  CHECK(dump_of("foo\na = [1]\na[1] = 2") ==
        "Program @1:1-3:9\n"
        "  Seq @1:1-3:9\n"
        "    Call foo [vcall] @1:1-1:4\n"
        "      -\n"
        "    LocalAsgn a @2:1-2:8\n"
        "      Array @2:5-2:8\n"
        "        Int 1 @2:6-2:7\n"
        "    IndexAsgn @3:1-3:9\n"
        "      LocalVar a @3:1-3:2\n"
        "      Int 1 @3:3-3:4\n"
        "      Int 2 @3:8-3:9\n");
}

TEST_CASE("dump quotes string bytes", "[frontend][dump]") {
  CHECK(dump_of("\"a\\\"b\\\\c\\n\\t\\e\\x7f\xc3\xa9\"") ==
        "Program @1:1-1:22\n"
        "  Seq @1:1-1:22\n"
        "    Str \"a\\\"b\\\\c\\n\\t\\x1b\\x7f\xc3\xa9\" @1:1-1:22\n");
}

TEST_CASE("dump of unsupported constructs before the checks", "[frontend][dump]") {
  SourceFile file("t.rb", "p $$\n");
  Diagnostics diags(file);
  auto ast = parse(file, diags);
  REQUIRE_FALSE(diags.has_errors());
  std::ostringstream out;
  dump_ast(out, ast->root);
  CHECK(out.str() ==
        "Program @1:1-2:1\n"
        "  Seq @1:1-1:5\n"
        "    Call p [command] @1:1-1:5\n"
        "      -\n"
        "      Unsupported \"'$$'\" @1:3-1:5\n");
  CHECK(parsed("p 1.5, $$") == R"((fcall p (Float) (unsupported "'$$'" outside)))");
  CHECK(parsed("p :'a b'") == R"((fcall p (sym a b)))");
  CHECK(parsed("p %W[a]") == R"((fcall p (unsupported "'%W' literals" not-yet)))");
  CHECK(parsed("alias a b") == R"((alias (sym b)))");
}

TEST_CASE("ranges of multi-line constructs", "[frontend][dump]") {
  Frontend fe("if x\n  1\nelse\n  2\nend\n");
  REQUIRE_FALSE(fe.diags.has_errors());
  const Node* n = fe.body()->kids[0];
  REQUIRE(n->kind == Kind::If);
  CHECK(n->range.begin.line == 1);
  CHECK(n->range.begin.col == 1);
  CHECK(n->range.end.line == 5);
  CHECK(n->range.end.col == 4);
  CHECK(n->range.begin.offset == 0);
  CHECK(n->range.end.offset == 21);
  CHECK(if_then(n)->range.begin.line == 2);
  CHECK(if_else(n)->range.begin.line == 4);
}

TEST_CASE("the node accessors follow ast_kinds.def", "[frontend][dump]") {
  Frontend fe("def f(a, b = 2) a end\nwhile f(1) do end\ncase 1 when 1 then 2 else 3 end\nx, y = 1\nx += 1\n");
  REQUIRE_FALSE(fe.diags.has_errors());
  const auto& s = fe.body()->kids;
  CHECK(def_params(s[0])->kids.size() == 2);
  CHECK(def_body(s[0])->kind == Kind::Seq);
  CHECK(while_cond(s[1])->kind == Kind::Call);
  CHECK(call_argc(while_cond(s[1])) == 1);
  CHECK(call_arg(while_cond(s[1]), 0)->value == 1);
  CHECK(call_receiver(while_cond(s[1])) == nullptr);
  CHECK(while_body(s[1])->kind == Kind::Seq);
  CHECK(case_subject(s[2])->value == 1);
  CHECK(case_else(s[2])->kind == Kind::Seq);
  CHECK(when_body(s[2]->kids[2])->kind == Kind::Seq);
  CHECK(masgn_targets(s[3])->kind == Kind::Targets);
  CHECK(masgn_value(s[3])->value == 1);
  CHECK_FALSE(s[3]->has(kRhsList));
  CHECK(opasgn_target(s[4])->kind == Kind::LocalVar);
  CHECK(assigned_value(s[4])->value == 1);
  CHECK(program_body(fe.ast->root) == fe.body());
}

// The index target of `a[0] += 1` covers `a[0]`, not the whole assignment.
TEST_CASE("the index target of an op-assignment has its own range", "[frontend][dump]") {
  Frontend fe("a = [1]; a[0] += 1");
  REQUIRE_FALSE(fe.diags.has_errors());
  const Node* target = opasgn_target(fe.body()->kids[1]);
  CHECK(target->range.begin.col == 10);
  CHECK(target->range.end.col == 14);
}
