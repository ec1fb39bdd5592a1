// The lexer: Ruby's context-sensitive tokenisation for the rhz subset.
//
// Ruby cannot be tokenised without knowing where the parser is: `foo -1`
// passes -1 to foo while `x -1` subtracts when x is a local; `foo [1]` passes
// an array while `foo[1]` indexes; `(` after a method name with a space opens
// an argument, not an argument list. Like CRuby, the lexer keeps a small
// state (what the previous token allows next) and asks the parser's scopes
// whether an identifier is a local. Token recognition itself is generated
// by re2c from lexer.re.
//
// Strings with interpolation are lexed with a stack of frames: a string
// frame yields content pieces; `#{` pushes a code frame that ends at its
// matching `}`, so interpolation nests to any depth.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "frontend/diagnostics.h"
#include "frontend/parser.hh"
#include "frontend/source.h"

namespace rhz::frontend {

class Scopes;

class Lexer {
 public:
  using Token = yy::Parser::symbol_type;

  Lexer(const SourceFile& file, Diagnostics& diags, const Scopes& scopes);

  Token next();

  // The condition stack decides whether `do` ends a `while` condition
  // (kDO_COND) or opens a block; the parser pushes around conditions and
  // the lexer pushes `false` inside brackets.
  void cond_push(bool value) { cond_.push_back(value); }
  void cond_pop() {
    if (cond_.size() > 1) cond_.pop_back();
  }

  // The command-argument stack decides whether `do` opens the block of a
  // command whose arguments are being lexed (kDO_BLOCK: `foo a do ... end`
  // passes the block to foo); the parser pushes around command arguments
  // and the lexer pushes `false` inside brackets.
  void cmdarg_push(bool value) { cmdarg_.push_back(value); }
  void cmdarg_pop() {
    if (cmdarg_.size() > 1) cmdarg_.pop_back();
  }

  // True once an error made the rest of the input meaningless (unterminated
  // literal, nesting too deep): the parser should not add its own report.
  bool fatal() const { return fatal_; }

  // Brackets nested deeper than this stop the parse with "nesting too deep".
  static constexpr uint32_t kMaxNesting = 100000;

 private:
  // What may follow the previous token (a reduced form of CRuby's lex states).
  enum class State : uint8_t {
    Beg,    // an expression may start: after operators, `(`, `,`, keywords, newlines
    Mid,    // after return/break/next: like Beg, but a newline ends the statement
    Arg,    // after a method name: a space decides between argument and operator
    End,    // after a complete value: operators are binary
    EndFn,  // after the name in `def name`
    FName,  // after `def`: a method name (operators, keywords, setters) follows
    Dot,    // after `.`: a method name follows; keywords are plain names
  };
  enum class FrameKind : uint8_t { Code, DString, SString, Regexp, Heredoc };
  struct Frame {
    FrameKind kind;
    uint32_t brace_depth = 0;  // Code frames inside interpolation: `{` seen minus `}` seen;
                               // Regexp frames of `%r(...)`: open brackets seen minus closed
    bool interpolation = false;
    unsigned char term = 0;   // String and Regexp frames: the closing delimiter
    unsigned char paren = 0;  // String and Regexp frames: the opening one when it nests (`%q(`, `%r{`), else 0
    // Heredoc frames: the body is read where it is, below the line that
    // opened it, and the lexer then resumes on that line.
    const unsigned char* body_end = nullptr;  // the start of the terminator's line
    const unsigned char* resume = nullptr;    // just after the `<<~ID` that opened it
    uint32_t dedent = 0;       // `<<~`: the columns of indentation each line loses
    bool raw = false;          // `<<~'ID'`: no escapes, no interpolation
    bool line_start = true;    // at the start of a body line (where the dedent applies)
    bool label = false;        // a quoted string where a label may be: `"a b": 1` is a Symbol key
  };
  // A heredoc body to jump over when the lexer reaches the end of the line
  // that introduced it.
  struct Skip {
    const unsigned char* from;
    const unsigned char* to;
  };

  Token lex_code();
  Token lex_number(const unsigned char* start);
  Token sign(const unsigned char* start);
  Token left_bracket(const unsigned char* start);
  Token lex_dstring();
  Token lex_sstring();
  Token lex_regexp();
  Token regexp_begin(const unsigned char* start, unsigned char term, unsigned char paren);
  std::optional<Token> interpolation_start(const unsigned char* start, std::string& text);
  std::optional<Token> string_end(const unsigned char* start, std::string& text);
  Token string_begin(const unsigned char* start, FrameKind kind, unsigned char open, unsigned char close, int token);
  Token identifier(const unsigned char* start);
  Token keyword_or_identifier(std::string text, bool fid);
  bool newline_is_ignored();
  void skip_embedded_document();
  bool at_line_start() const { return cur_ == base_ || cur_[-1] == '\n'; }
  void decode_escape(std::string& out);
  int escape_byte(const unsigned char* at);
  void copy_char(std::string& out);
  Token unsupported_literal(const char* what);
  Token range_operator(const unsigned char* start);
  bool number_suffix();
  Token word_list(const unsigned char* start, unsigned char open, unsigned char close, bool symbols);
  void skip_delimited(unsigned char open, unsigned char close);
  Token heredoc_begin(const unsigned char* start);
  Token lex_heredoc();
  void skip_indentation(uint32_t columns);
  Token eof();

  Range range_from(const unsigned char* start) const;
  Pos pos_of(const unsigned char* p) const;
  Token make(int token_kind, const unsigned char* start);
  void error(const unsigned char* at, std::string message);

  bool is_beg() const { return state_ == State::Beg || state_ == State::Mid; }
  bool is_arg() const { return state_ == State::Arg; }
  bool is_end() const { return state_ == State::End || state_ == State::EndFn; }
  bool after_operator() const { return state_ == State::FName || state_ == State::Dot; }
  // An argument after a method name and a space: `foo -1`, `foo [1]`, `foo *a`.
  bool is_space_arg() const;
  bool label_possible() const { return (state_ == State::Beg && label_ok_) || state_ == State::Arg || state_ == State::EndFn; }

  void open_bracket();
  void close_bracket();

  const SourceFile& file_;
  Diagnostics& diags_;
  const Scopes& scopes_;
  const unsigned char* base_;
  const unsigned char* end_;  // the NUL sentinel
  const unsigned char* cur_;
  State state_ = State::Beg;
  bool space_seen_ = false;
  bool label_ok_ = false;
  bool fatal_ = false;
  // A token read ahead with the one just returned (a nil end of a range).
  std::optional<Token> pending_;
  bool variable_interpolation_ = false;  // a string's `#$` or `#@` was just read
  int alias_names_ = 0;  // method names still to come after `alias`
  uint32_t nesting_ = 0;
  std::vector<Frame> frames_;
  std::vector<bool> cond_{false};
  std::vector<bool> cmdarg_{false};
  std::vector<Skip> skips_;
};

}  // namespace rhz::frontend
