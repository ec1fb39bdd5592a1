// The abstract syntax tree: one plain struct for every node, its kind from
// ast_kinds.def. Nodes live in an arena owned by `Ast`; pointers stay valid
// for the Ast's lifetime. Every node carries its source range.
//
// Name resolution happens while parsing (as in Ruby): an identifier is a
// LocalVar from its first assignment on, otherwise a Call with the VCall flag.
#pragma once

#include <cstdint>
#include <deque>
#include <iosfwd>
#include <string>
#include <vector>

#include "frontend/source.h"

namespace rhz::frontend {

// The fixnum range: an integer literal outside it is a BigInt node.
inline constexpr int64_t kFixnumMax = (int64_t{1} << 62) - 1;
inline constexpr int64_t kFixnumMin = -(int64_t{1} << 62);

enum class Kind : uint8_t {
#define X(name, layout) name,
#include "frontend/ast_kinds.def"
#undef X
};

const char* kind_name(Kind k);

// What an Unsupported node names: Ruby that rhz leaves out by design, or
// Ruby that rhz could take and does not yet. The diagnostic says which.
enum class Support : int64_t { Outside, NotYet };

// Flags on Call, While, MultiAsgn, Seq, Block, Class and Def nodes.
enum NodeFlag : uint32_t {
  kParens = 1u << 0,     // Call: arguments in parentheses
  kCommand = 1u << 1,    // Call: command call without parentheses (`puts x`)
  kVCall = 1u << 2,      // Call: a bare identifier that is not a local (`foo`)
  kOperator = 1u << 3,   // Call: from operator syntax (`a + b`, `-a`, `a[i]`)
  kUntil = 1u << 4,      // While: `until`, the condition is negated
  kRhsList = 1u << 5,    // MultiAsgn: `a, b = x, y` rather than `a, b = x`
  kWithBlock = 1u << 6,  // Call: a block literal follows the arguments (the last kid)
  kSingleton = 1u << 7,  // Def: `def self.name`, a method of the object self is
  kSuper = 1u << 8,      // Call: `super(args)`, `super args` (no receiver)
  kZSuper = 1u << 9,     // Call: a bare `super`, passing the method's own arguments (with kSuper)
  kAttribute = 1u << 10, // Call: `recv.name` as an assignment target (`recv.name = v`, `recv.name += v`)
  kBeginBlock = 1u << 11, // Seq: a `begin ... end` (what makes `begin ... end while c` a do-while)
  kDoWhile = 1u << 12,   // While: the body runs before the condition is first tested
  kForLoop = 1u << 13,   // Block: the body of a `for` loop, whose locals belong to the scope around it
  kAtRunTime = 1u << 14, // Unsupported: reported when it runs (NotImplementedError), not when compiled
  kFrozenStringLiterals = 1u << 15, // Program: the file's magic comment `# frozen_string_literal: true`
  kProtectedBody = 1u << 16, // Block: the protected part of a begin (Rescue, Ensure), not a block literal
  kRestParam = 1u << 17,     // Param: `*name`, the arguments after the others as an Array (the last Param)
  kModule = 1u << 18,        // Class: `module Name ... end` (no superclass, no instances)
  kLambda = 1u << 19,        // Block: a lambda (`->(x) { }`, `lambda { |x| }`), a value: strict arity, its own return
  kSafeNav = 1u << 20,       // Call: `recv&.name`: when recv is nil, nil, without the send or its arguments
  kKeywordParam = 1u << 21,  // Param: `name: default` (kids[0] null: a required keyword)
  kKeywordRest = 1u << 22,   // Param: `**name`, the keywords the others do not take, as a Hash
};

struct Node {
  Kind kind;
  Range range;
  uint32_t flags = 0;
  int64_t value = 0;
  std::string text;
  std::vector<Node*> kids;

  bool has(NodeFlag f) const { return (flags & f) != 0; }
  Node* kid(size_t i) const { return i < kids.size() ? kids[i] : nullptr; }
};

// Named accessors, so passes never index kids by magic numbers.
inline Node* call_receiver(const Node* n) { return n->kids[0]; }
inline size_t call_argc(const Node* n) { return n->kids.size() - (n->has(kWithBlock) ? 2 : 1); }
inline Node* call_block(const Node* n) { return n->has(kWithBlock) ? n->kids.back() : nullptr; }
inline Node* block_params(const Node* n) { return n->kids[0]; }
inline Node* block_body(const Node* n) { return n->kids[1]; }
inline Node* call_arg(const Node* n, size_t i) { return n->kids[i + 1]; }
inline Node* if_cond(const Node* n) { return n->kids[0]; }
inline Node* if_then(const Node* n) { return n->kids[1]; }
inline Node* if_else(const Node* n) { return n->kids[2]; }
inline Node* while_cond(const Node* n) { return n->kids[0]; }
inline Node* while_body(const Node* n) { return n->kids[1]; }
inline Node* case_subject(const Node* n) { return n->kids[0]; }
inline Node* case_else(const Node* n) { return n->kids[1]; }
inline Node* when_body(const Node* n) { return n->kids.back(); }
inline Node* def_params(const Node* n) { return n->kids[0]; }
inline Node* def_body(const Node* n) { return n->kids[1]; }
inline Node* class_superclass(const Node* n) { return n->kids[0]; }
inline Node* class_body(const Node* n) { return n->kids[1]; }
inline Node* assigned_value(const Node* n) { return n->kids.back(); }  // LocalAsgn, ConstAsgn, IndexAsgn, OpAsgn
inline Node* opasgn_target(const Node* n) { return n->kids[0]; }
inline Node* masgn_targets(const Node* n) { return n->kids[0]; }
inline Node* masgn_value(const Node* n) { return n->kids[1]; }
inline Node* program_body(const Node* n) { return n->kids[0]; }

// A file `require_relative` loads: its absolute path and its Program node
// (owned by the file's own Ast, frontend/load.h).
struct RequiredRoot {
  std::string path;
  const Node* root;
};

class Ast {
 public:
  Node* make(Kind kind, Range range, std::vector<Node*> kids = {});
  Node* make_text(Kind kind, Range range, std::string text, std::vector<Node*> kids = {});
  Node* make_int(Range range, int64_t value);

  Node* root = nullptr;
  // The program's: the files it requires, in load order (frontend/load.h).
  std::vector<RequiredRoot> required;
  size_t size() const { return nodes_.size(); }

 private:
  std::deque<Node> nodes_;
};

// The `--dump-ast` format: one node per line, indented two spaces per level,
// `Kind [text|value] [flags] @line:col-line:col`. Stable for golden tests.
void dump_ast(std::ostream& out, const Node* root);

}  // namespace rhz::frontend
