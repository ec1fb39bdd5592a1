// The lexer (see lexer.h for the protocol). re2c generates the token
// recognisers below; the C++ around them applies Ruby's context rules.
//
// Invariant: the buffer ends with a NUL sentinel and no pattern matches
// across a NUL, so the generated scanners never read past the end. A NUL in
// the middle of code ends the program, as it does for CRuby.

#include "frontend/lexer.h"

#include <cstring>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "frontend/parse_context.h"
#include "frontend/utf8.h"

namespace rhz::frontend {

using P = yy::Parser;
using T = yy::Parser::token;

/*!re2c
  re2c:define:YYCTYPE = "unsigned char";
  re2c:define:YYCURSOR = cur_;
  re2c:define:YYMARKER = marker;
  re2c:yyfill:enable = 0;

  ident_char = [a-zA-Z0-9_];
  dec = [0-9]+ ("_" [0-9]+)*;
  hex = [0-9a-fA-F]+ ("_" [0-9a-fA-F]+)*;
  oct = [0-7]+ ("_" [0-7]+)*;
  bin = [01]+ ("_" [01]+)*;
*/

Lexer::Lexer(const SourceFile& file, Diagnostics& diags, const Scopes& scopes)
    : file_(file),
      diags_(diags),
      scopes_(scopes),
      base_(reinterpret_cast<const unsigned char*>(file.data())),
      end_(base_ + file.size()),
      cur_(base_) {
  frames_.push_back(Frame{FrameKind::Code});
}

Pos Lexer::pos_of(const unsigned char* p) const {
  return file_.pos_at(static_cast<uint32_t>(p - base_));
}

Range Lexer::range_from(const unsigned char* start) const { return Range{pos_of(start), pos_of(cur_)}; }

P::symbol_type Lexer::make(int token_kind, const unsigned char* start) {
  return P::symbol_type(token_kind, range_from(start));
}

void Lexer::error(const unsigned char* at, std::string message) { diags_.error(pos_of(at), std::move(message)); }

P::symbol_type Lexer::eof() {
  Pos p = file_.end_of_input_pos();
  cur_ = end_;
  return P::make_END_OF_INPUT(Range{p, p});
}

bool Lexer::is_space_arg() const {
  unsigned char c = *cur_;
  return is_arg() && space_seen_ && c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\0';
}

void Lexer::open_bracket() {
  cond_push(false);
  cmdarg_push(false);
  if (++nesting_ > kMaxNesting && !fatal_) {
    error(cur_ - 1, "nesting too deep");
    fatal_ = true;
  }
}

void Lexer::close_bracket() {
  cond_pop();
  cmdarg_pop();
  if (nesting_ > 0) --nesting_;
}

P::symbol_type Lexer::next() {
  if (fatal_) return eof();
  if (pending_) {
    Token t = std::move(*pending_);
    pending_.reset();
    return t;
  }
  if (variable_interpolation_) {  // the variable of `#$x` or `#@x` in a string
    variable_interpolation_ = false;
    return lex_code();
  }
  switch (frames_.back().kind) {
    case FrameKind::DString: return lex_dstring();
    case FrameKind::SString: return lex_sstring();
    case FrameKind::Regexp: return lex_regexp();
    case FrameKind::Heredoc: return lex_heredoc();
    case FrameKind::Code: break;
  }
  P::symbol_type token = lex_code();
  // Both names after `alias` are method names, read as after `def`: an
  // operator (`alias cmp <=>`) ends the statement at the newline, as a
  // name would, instead of waiting for its right operand.
  if (token.kind() == P::symbol_kind::S_kALIAS) alias_names_ = 2;
  else if (alias_names_ > 0 && --alias_names_ > 0) state_ = State::FName;
  return token;
}

// `=begin` at the start of a line opens an embedded document that runs to a
// line starting with `=end`.
void Lexer::skip_embedded_document() {
  for (;;) {
    while (cur_ < end_ && *cur_ != '\n') ++cur_;
    if (cur_ >= end_) {
      diags_.error(file_.end_of_input_pos(), "embedded document meets end of file");
      fatal_ = true;
      return;
    }
    ++cur_;
    if (std::strncmp(reinterpret_cast<const char*>(cur_), "=end", 4) == 0 &&
        (cur_[4] == ' ' || cur_[4] == '\t' || cur_[4] == '\n' || cur_[4] == '\r' || cur_ + 4 == end_)) {
      while (cur_ < end_ && *cur_ != '\n') ++cur_;
      if (cur_ < end_) ++cur_;
      return;
    }
  }
}

static bool starts_line_with(const unsigned char* p, const char* word) {
  size_t n = std::strlen(word);
  if (std::strncmp(reinterpret_cast<const char*>(p), word, n) != 0) return false;
  unsigned char c = p[n];
  return c == '\0' || c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// After a significant newline: the statement continues if the next code
// line starts with `.name` or `&.` (leading-dot chains); comment lines may
// come between, blank lines may not (as in CRuby).
bool Lexer::newline_is_ignored() {
  const unsigned char* p = cur_;
  for (;;) {
    while (*p == ' ' || *p == '\t' || *p == '\f' || *p == '\r' || *p == '\v') ++p;
    if (*p == '#') {
      while (p < end_ && *p != '\n') ++p;
      if (p < end_) {
        ++p;
        continue;
      }
      return false;
    }
    if ((p[0] == '.' && p[1] != '.') || (p[0] == '&' && p[1] == '.')) {
      cur_ = p;
      return true;
    }
    return false;
  }
}

namespace {
struct Keyword {
  int normal;
  int modifier;  // the token after a value (`x if c`); same as normal when none
  int state;     // the lexer state after the keyword, as an int of Lexer::State
};

// The length of the symbol name at p (after a ':'), as Ruby reads one: an
// identifier or constant with an optional ? or ! (or a = that does not
// start ==, =~ or =>), an instance, class or global variable name, or an
// operator method name; 0 if none.
std::size_t symbol_name_length(const unsigned char* p) {
  auto ident_start = [](unsigned char c) { return std::isalpha(c) || c == '_' || c >= 0x80; };
  auto ident_char = [&](unsigned char c) { return ident_start(c) || std::isdigit(c); };
  auto ident = [&](const unsigned char* q) {
    std::size_t n = 0;
    if (!ident_start(q[0])) return n;
    while (ident_char(q[n])) ++n;
    return n;
  };
  if (std::size_t n = ident(p); n != 0) {
    if ((p[n] == '?' || p[n] == '!') && p[n + 1] != '=') return n + 1;
    if (p[n] == '=' && p[n + 1] != '=' && p[n + 1] != '~' && p[n + 1] != '>') return n + 1;
    return n;
  }
  if (p[0] == '@') {
    std::size_t at = p[1] == '@' ? 2 : 1;
    std::size_t n = ident(p + at);
    return n ? at + n : 0;
  }
  if (p[0] == '$') {
    std::size_t n = ident(p + 1);
    return n ? n + 1 : 0;
  }
  static const char* const kOperators[] = {"[]=", "[]", "<=>", "===", "==", "=~", "!=", "!~", "**", "+@", "-@",
                                           "<=",  ">=", "<<",  ">>",  "+",  "-",  "*",  "/",  "%",  "<",  ">",
                                           "!",   "~",  "^",   "&",   "|"};
  for (const char* op : kOperators) {
    std::size_t n = std::strlen(op);
    if (std::memcmp(p, op, n) == 0) return n;
  }
  return 0;
}

}  // namespace

P::symbol_type Lexer::keyword_or_identifier(std::string text, bool fid) {
  enum { Beg, Mid, Arg, End, EndFn, FName, Dot };
  static const std::unordered_map<std::string_view, Keyword> keywords = {
      {"def", {T::kDEF, T::kDEF, FName}},          {"end", {T::kEND, T::kEND, End}},
      {"if", {T::kIF, T::kIF_MOD, Beg}},           {"unless", {T::kUNLESS, T::kUNLESS_MOD, Beg}},
      {"while", {T::kWHILE, T::kWHILE_MOD, Beg}},  {"until", {T::kUNTIL, T::kUNTIL_MOD, Beg}},
      {"rescue", {T::kRESCUE, T::kRESCUE_MOD, Mid}}, {"elsif", {T::kELSIF, T::kELSIF, Beg}},
      {"else", {T::kELSE, T::kELSE, Beg}},         {"then", {T::kTHEN, T::kTHEN, Beg}},
      {"case", {T::kCASE, T::kCASE, Beg}},         {"when", {T::kWHEN, T::kWHEN, Beg}},
      {"do", {T::kDO, T::kDO, Beg}},               {"return", {T::kRETURN, T::kRETURN, Mid}},
      {"break", {T::kBREAK, T::kBREAK, Mid}},      {"next", {T::kNEXT, T::kNEXT, Mid}},
      {"true", {T::kTRUE, T::kTRUE, End}},         {"false", {T::kFALSE, T::kFALSE, End}},
      {"nil", {T::kNIL, T::kNIL, End}},            {"self", {T::kSELF, T::kSELF, End}},
      {"and", {T::kAND, T::kAND, Beg}},            {"or", {T::kOR, T::kOR, Beg}},
      {"not", {T::kNOT, T::kNOT, Arg}},            {"__LINE__", {T::k__LINE__, T::k__LINE__, End}},
      {"__FILE__", {T::k__FILE__, T::k__FILE__, End}},
      {"__ENCODING__", {T::k__ENCODING__, T::k__ENCODING__, End}},
      {"class", {T::kCLASS, T::kCLASS, Beg}},      {"module", {T::kMODULE, T::kMODULE, Beg}},
      {"begin", {T::kBEGIN, T::kBEGIN, Beg}},      {"ensure", {T::kENSURE, T::kENSURE, Beg}},
      {"yield", {T::kYIELD, T::kYIELD, Arg}},      {"super", {T::kSUPER, T::kSUPER, Arg}},
      {"alias", {T::kALIAS, T::kALIAS, FName}},    {"undef", {T::kUNDEF, T::kUNDEF, FName}},
      {"defined?", {T::kDEFINED, T::kDEFINED, Arg}}, {"for", {T::kFOR, T::kFOR, Beg}},
      {"in", {T::kIN, T::kIN, Beg}},               {"redo", {T::kREDO, T::kREDO, End}},
      {"retry", {T::kRETRY, T::kRETRY, End}},      {"BEGIN", {T::klBEGIN, T::klBEGIN, End}},
      {"END", {T::klEND, T::klEND, End}},
  };
  const unsigned char* start = cur_ - text.size();
  State before = state_;
  if (before != State::Dot) {
    auto it = keywords.find(text);
    if (it != keywords.end()) {
      const Keyword& k = it->second;
      label_ok_ = false;
      if (before == State::FName) {
        state_ = State::EndFn;
        return make(k.normal, start);
      }
      state_ = static_cast<State>(k.state);
      if (k.normal == T::kDO)
        return make(cond_.back() ? T::kDO_COND : cmdarg_.back() ? T::kDO_BLOCK : T::kDO, start);
      if (before == State::Beg || k.modifier == k.normal) return make(k.normal, start);
      state_ = State::Beg;
      return make(k.modifier, start);
    }
  }
  label_ok_ = false;
  bool constant = text[0] >= 'A' && text[0] <= 'Z';
  if (before == State::FName) state_ = State::EndFn;
  else if (before == State::Dot) state_ = State::Arg;
  else if (!fid && !constant && scopes_.is_local(text)) state_ = State::End;
  else state_ = State::Arg;
  Range r = range_from(start);
  if (fid) return P::make_tFID(std::move(text), r);
  if (constant) return P::make_tCONSTANT(std::move(text), r);
  return P::make_tIDENTIFIER(std::move(text), r);
}

// An identifier has just been scanned from `start` to cur_. Handles the
// `?`/`!` method-name suffixes, setter names after `def`, and labels.
P::symbol_type Lexer::identifier(const unsigned char* start) {
  bool fid = false;
  if ((*cur_ == '?' || *cur_ == '!') && !(cur_[1] == '=' && cur_[2] != '=' && cur_[2] != '~' && cur_[2] != '>')) {
    ++cur_;
    fid = true;
  } else if (state_ == State::FName && *cur_ == '=' && cur_[1] != '~' && cur_[1] != '>' &&
             (cur_[1] != '=' || cur_[2] == '>')) {
    ++cur_;  // setter name: def name=(v)
  }
  if (label_possible() && *cur_ == ':' && cur_[1] != ':') {
    std::string text(reinterpret_cast<const char*>(start), cur_ - start);
    ++cur_;
    state_ = State::Beg;
    label_ok_ = true;
    return P::make_tLABEL(std::move(text), range_from(start));
  }
  return keyword_or_identifier(std::string(reinterpret_cast<const char*>(start), cur_ - start), fid);
}

// `..` or `...` just read from start. A range with an end left out is one
// whose end is nil, as in CRuby: `1..` where an expression ends (its next
// token a closing bracket, `,`, `;`, `then`, `do` or the end of the input;
// a newline does not end it) reads as `1..nil`, and `..3` where one starts as `nil..3` (`...`
// there before a closing bracket is argument forwarding, `f(...)`).
P::symbol_type Lexer::range_operator(const unsigned char* start) {
  const int kind = cur_ - start == 3 ? T::tDOT3 : T::tDOT2;
  // The next token, past blanks, newlines (CRuby reads on after `..`) and
  // comments.
  const unsigned char* next = cur_;
  while (next < end_) {
    if (*next == '#') {
      while (next < end_ && *next != '\n') ++next;
    } else if (*next == ' ' || *next == '\t' || *next == '\r' || *next == '\n') {
      ++next;
    } else {
      break;
    }
  }
  auto is_word = [&](const char* word) {
    const std::size_t n = std::strlen(word);
    return static_cast<std::size_t>(end_ - next) >= n && std::strncmp(reinterpret_cast<const char*>(next), word, n) == 0 &&
           (next + n == end_ || !(std::isalnum(next[n]) || next[n] == '_'));
  };
  const bool expression_ends =
      next >= end_ || std::strchr(")]};,", *next) != nullptr || is_word("then") || is_word("do");
  if (is_end() && expression_ends) {
    state_ = State::End;
    pending_.emplace(T::kNIL, range_from(cur_));
    return make(kind, start);
  }
  if (is_beg() && !expression_ends) {
    state_ = State::Beg;
    pending_.emplace(make(kind, start));
    return P::symbol_type(T::kNIL, Range{pos_of(start), pos_of(start)});
  }
  state_ = State::Beg;
  return make(kind, start);
}

P::symbol_type Lexer::unsupported_literal(const char* what) {
  state_ = State::End;
  label_ok_ = false;
  return P::make_tUNSUPPORTED(what, Range{pos_of(cur_), pos_of(cur_)});
}

// `%w[a b]` / `%i[a b]`: the words, split at white space, as one token
// whose text holds each followed by a NUL. A backslash keeps the next
// character (a space, a delimiter, a backslash) in the word; a newline
// or tab separates words as a space does. Nothing interpolates.
P::symbol_type Lexer::word_list(const unsigned char* start, unsigned char open, unsigned char close, bool symbols) {
  std::string words, word;
  bool in_word = false;
  int depth = 1;
  while (true) {
    if (cur_ >= end_) {
      error(cur_, "unterminated list meets end of file");
      fatal_ = true;
      return eof();
    }
    unsigned char c = *cur_++;
    if (c == close && (open == close || --depth == 0)) break;
    if (c == open && open != close) ++depth;
    if (c == '\\' && cur_ < end_) {
      unsigned char next = *cur_++;
      if (next == '\n' || next == ' ' || next == '\t' || next == '\\' || next == open || next == close) {
        word += static_cast<char>(next);
      } else {
        word += '\\';
        word += static_cast<char>(next);
      }
      in_word = true;
      continue;
    }
    if (c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
      if (in_word) words += word + '\0';
      word.clear();
      in_word = false;
      continue;
    }
    word += static_cast<char>(c);
    in_word = true;
  }
  if (in_word) words += word + '\0';
  state_ = State::End;
  label_ok_ = false;
  const Range r{pos_of(start), pos_of(cur_)};
  return symbols ? P::make_tSYMBOLS(words, r) : P::make_tWORDS(words, r);
}

// Skips a %-literal or a regexp body up to its closing delimiter, honouring
// backslashes and nested bracket pairs.
void Lexer::skip_delimited(unsigned char open, unsigned char close) {
  int depth = 1;
  while (cur_ < end_) {
    unsigned char c = *cur_++;
    if (c == '\\' && cur_ < end_) ++cur_;
    else if (c == close && open != close && --depth == 0) return;
    else if (c == close && open == close) return;
    else if (c == open && open != close) ++depth;
  }
  error(cur_, "unterminated literal meets end of file");
  fatal_ = true;
}

// `+` and `-`: binary, unary, or the sign of a number literal.
P::symbol_type Lexer::sign(const unsigned char* start) {
  if (after_operator()) {
    state_ = State::Arg;
    return make(*start, start);
  }
  bool unary = is_beg() || is_space_arg();
  state_ = State::Beg;
  label_ok_ = false;
  if (!unary) return make(*start, start);
  if (*cur_ >= '0' && *cur_ <= '9') {
    if (*start == '+') return lex_number(cur_);  // `+1` is the literal 1
    return make(T::tUMINUS_NUM, start);
  }
  return make(*start == '+' ? T::tUPLUS : T::tUMINUS, start);
}

// `[`: an array literal where an expression starts (or as a spaced command
// argument, `foo [1]`), otherwise indexing.
P::symbol_type Lexer::left_bracket(const unsigned char* start) {
  int kind = (is_beg() || (is_arg() && space_seen_)) ? int{T::tLBRACK} : '[';
  state_ = State::Beg;
  label_ok_ = true;
  open_bracket();
  return make(kind, start);
}

P::symbol_type Lexer::lex_code() {
  space_seen_ = false;
  for (;;) {
    if (at_line_start()) {
      if (starts_line_with(cur_, "=begin")) {
        skip_embedded_document();
        if (fatal_) return eof();
        space_seen_ = true;
        continue;
      }
      if (starts_line_with(cur_, "__END__")) return eof();
    }
    const unsigned char* start = cur_;
    const unsigned char* marker = cur_;
    (void)marker;
    bool after_op = after_operator();
    /*!re2c
      "\x00" { return eof(); }

      [ \t\f\v\r]+ { space_seen_ = true; continue; }
      "\\" "\r"? "\n" { space_seen_ = true; continue; }
      "#" {
        while (cur_ < end_ && *cur_ != '\n') ++cur_;
        continue;
      }
      "\n" {
        for (const Skip& s : skips_)
          if (s.from == cur_) cur_ = s.to;
        bool ignore = state_ == State::Beg || state_ == State::FName || state_ == State::Dot;
        if (ignore) { space_seen_ = true; continue; }
        if (newline_is_ignored()) { space_seen_ = true; continue; }
        state_ = State::Beg;
        label_ok_ = false;
        return make('\n', start);
      }

      [0-9] { cur_ = start; return lex_number(start); }

      [a-z_] ident_char* { return identifier(start); }
      [A-Z] ident_char* { return identifier(start); }
      "@@" [a-zA-Z_] ident_char* {
        state_ = State::End;
        return P::make_tCVAR(std::string(reinterpret_cast<const char*>(start), cur_ - start), range_from(start));
      }
      "@" [a-zA-Z_] ident_char* {
        state_ = State::End;
        return P::make_tIVAR(std::string(reinterpret_cast<const char*>(start), cur_ - start), range_from(start));
      }
      "$" ([a-zA-Z_] ident_char* | [~*$?!@/\\;,.=:<>"&`'+0-9]) {
        state_ = State::End;
        return P::make_tGVAR(std::string(reinterpret_cast<const char*>(start), cur_ - start), range_from(start));
      }

      "\"" { return string_begin(start, FrameKind::DString, '"', '"', T::tSTRING_BEG); }
      "'" { return string_begin(start, FrameKind::SString, '\'', '\'', T::tSTRING_BEG); }
      "`" {
        if (after_op) { state_ = State::Arg; return P::make_tIDENTIFIER("`", range_from(start)); }
        skip_delimited('`', '`');
        return unsupported_literal("backtick commands");
      }

      ("**" | "*" | "/" | "%" | "+" | "-" | "<<" | ">>" | "&&" | "||" | "&" | "|" | "^") "=" {
        if (*start == '/' && is_beg()) { cur_ = start + 1; return regexp_begin(start, '/', 0); }
        state_ = State::Beg;
        label_ok_ = false;
        return P::make_tOP_ASGN(std::string(reinterpret_cast<const char*>(start), cur_ - start - 1), range_from(start));
      }

      // Right after a def's name (EndFn), '**', '*' and '&' start a parameter
      // list written without parentheses (`def f *args`), as in CRuby.
      "**" {
        bool unary = !after_op && (is_beg() || is_space_arg() || state_ == State::EndFn);
        state_ = after_op ? State::Arg : State::Beg;
        return make(unary ? T::tDSTAR : T::tPOW, start);
      }
      "*" {
        bool unary = !after_op && (is_beg() || is_space_arg() || state_ == State::EndFn);
        state_ = after_op ? State::Arg : State::Beg;
        return make(unary ? int{T::tSTAR} : '*', start);
      }
      "->" { state_ = State::End; return make(T::tLAMBDA, start); }
      "+@" | "-@" {
        if (after_op) { state_ = State::Arg; return make(*start == '+' ? T::tUPLUS : T::tUMINUS, start); }
        cur_ = start + 1;
        return sign(start);
      }
      "+" | "-" { return sign(start); }
      "<=>" { state_ = after_op ? State::Arg : State::Beg; return make(T::tCMP, start); }
      "<=" { state_ = after_op ? State::Arg : State::Beg; return make(T::tLEQ, start); }
      ">=" { state_ = after_op ? State::Arg : State::Beg; return make(T::tGEQ, start); }
      ">>" { state_ = after_op ? State::Arg : State::Beg; return make(T::tRSHFT, start); }
      "<<" {
        if (!after_op && (is_beg() || (is_arg() && space_seen_)) &&
            (*cur_ == '~' || *cur_ == '-' || *cur_ == '"' || *cur_ == '\'' || *cur_ == '_' || std::isalpha(*cur_))) {
          return heredoc_begin(start);
        }
        state_ = after_op ? State::Arg : State::Beg;
        return make(T::tLSHFT, start);
      }
      "<" { state_ = after_op ? State::Arg : State::Beg; return make('<', start); }
      ">" { state_ = after_op ? State::Arg : State::Beg; return make('>', start); }
      "===" { state_ = after_op ? State::Arg : State::Beg; return make(T::tEQQ, start); }
      "==" { state_ = after_op ? State::Arg : State::Beg; return make(T::tEQ, start); }
      "=~" { state_ = after_op ? State::Arg : State::Beg; return make(T::tMATCH, start); }
      "=>" { state_ = State::Beg; label_ok_ = false; return make(T::tASSOC, start); }
      "=" { state_ = after_op ? State::Arg : State::Beg; label_ok_ = false; return make('=', start); }
      "!=" { state_ = after_op ? State::Arg : State::Beg; return make(T::tNEQ, start); }
      "!~" { state_ = after_op ? State::Arg : State::Beg; return make(T::tNMATCH, start); }
      "!@" | "~@" {
        if (after_op) { state_ = State::Arg; return make(*start, start); }
        cur_ = start + 1;
        state_ = State::Beg;
        return make(*start, start);
      }
      "!" | "~" { state_ = after_op ? State::Arg : State::Beg; return make(*start, start); }
      "&&" { state_ = State::Beg; label_ok_ = false; return make(T::tANDOP, start); }
      "||" { state_ = State::Beg; label_ok_ = false; return make(T::tOROP, start); }
      "&." { state_ = State::Dot; return make(T::tANDDOT, start); }
      "&" {
        bool unary = !after_op && (is_beg() || is_space_arg() || state_ == State::EndFn);
        state_ = after_op ? State::Arg : State::Beg;
        return make(unary ? int{T::tAMPER} : '&', start);
      }
      "|" { state_ = after_op ? State::Arg : State::Beg; label_ok_ = true; return make('|', start); }
      "^" { state_ = after_op ? State::Arg : State::Beg; return make('^', start); }
      "/" {
        if (!after_op && (is_beg() || is_space_arg())) return regexp_begin(start, '/', 0);
        state_ = after_op ? State::Arg : State::Beg;
        return make('/', start);
      }
      "%" {
        if (!after_op && (is_beg() || is_space_arg()) && *cur_ != '=') {
          const unsigned char type = std::isalpha(*cur_) ? *cur_++ : 'Q';
          unsigned char open = *cur_++;
          unsigned char close = open == '(' ? ')' : open == '[' ? ']' : open == '{' ? '}' : open == '<' ? '>' : open;
          if (open == '\0' || std::isalnum(open) || open == ' ' || open == '\n') {
            error(start, "unknown type of %string");
            fatal_ = true;
            return eof();
          }
          if (type == 'r') return regexp_begin(start, close, open == close ? 0 : open);
          if (type == 'w' || type == 'i') return word_list(start, open, close, type == 'i');
          if (type == 'q') return string_begin(start, FrameKind::SString, open, close, T::tSTRING_BEG);
          if (type == 'Q') return string_begin(start, FrameKind::DString, open, close, T::tSTRING_BEG);
          skip_delimited(open, close);
          return unsupported_literal(type == 'W'   ? "'%W' literals"
                                     : type == 'I' ? "'%I' literals"
                                     : type == 's' ? "'%s' literals"
                                                   : "'%x' literals");
        }
        state_ = after_op ? State::Arg : State::Beg;
        return make('%', start);
      }
      "..." | ".." { return range_operator(start); }
      "." {
        if (*cur_ >= '0' && *cur_ <= '9' && is_beg()) error(start, "no .<digit> floating literal anymore; put 0 before dot");
        state_ = State::Dot;
        return make('.', start);
      }
      "::" {
        bool leading = is_beg() || (is_arg() && space_seen_);
        state_ = State::Dot;
        return make(leading ? T::tCOLON3 : T::tCOLON2, start);
      }
      ":" {
        if (is_end() || *cur_ == ' ' || *cur_ == '\t' || *cur_ == '\n' || *cur_ == '\r' || *cur_ == '#' || *cur_ == '\0') {
          state_ = State::Beg;
          label_ok_ = false;
          return make(':', start);
        }
        if (*cur_ == '"' || *cur_ == '\'') {  // `:"a b"`: a symbol of a string literal's content
          const unsigned char q = *cur_++;
          return string_begin(start, q == '"' ? FrameKind::DString : FrameKind::SString, q, q, T::tSYMBEG);
        }
        state_ = State::End;
        if (std::size_t n = symbol_name_length(cur_); n != 0) {
          std::string name(reinterpret_cast<const char*>(cur_), n);
          cur_ += n;
          return P::make_tSYMBOL(std::move(name), range_from(start));
        }
        error(start, "unexpected ':'");
        return make(':', start);
      }
      "?" {
        unsigned char c = *cur_;
        bool ternary = is_end() || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\0' ||
                       ((std::isalnum(c) || c == '_') && (std::isalnum(cur_[1]) || cur_[1] == '_'));
        if (ternary) { state_ = State::Beg; label_ok_ = false; return make('?', start); }
        // `?a`, `?\n`: a one-character String.
        std::string text;
        if (c == '\\') decode_escape(text);
        else copy_char(text);
        state_ = State::End;
        label_ok_ = false;
        return P::make_tCHAR(std::move(text), range_from(start));
      }
      "[]=" {
        if (after_op) { state_ = State::Arg; return make(T::tASET, start); }
        cur_ = start + 1;
        return left_bracket(start);
      }
      "[]" {
        if (after_op) { state_ = State::Arg; return make(T::tAREF, start); }
        cur_ = start + 1;
        return left_bracket(start);
      }
      "[" { return left_bracket(start); }
      "(" {
        int kind = '(';
        if (is_beg()) kind = T::tLPAREN;
        else if (space_seen_ && is_arg()) kind = T::tLPAREN_ARG;
        state_ = State::Beg;
        label_ok_ = true;
        open_bracket();
        return make(kind, start);
      }
      "{" {
        int kind = (is_arg() || is_end()) ? int{'{'} : int{T::tLBRACE};
        state_ = State::Beg;
        label_ok_ = true;
        ++frames_.back().brace_depth;
        open_bracket();
        return make(kind, start);
      }
      "}" {
        Frame& f = frames_.back();
        if (f.interpolation && f.brace_depth == 0) {
          frames_.pop_back();
          return make(T::tSTRING_DEND, start);
        }
        if (f.brace_depth > 0) --f.brace_depth;
        close_bracket();
        state_ = State::End;
        return make('}', start);
      }
      ")" | "]" { close_bracket(); state_ = State::End; return make(*start, start); }
      "," { state_ = State::Beg; label_ok_ = true; return make(',', start); }
      ";" { state_ = State::Beg; label_ok_ = false; return make(';', start); }
      "\\" {
        error(start, "backslash outside a string must end the line");
        continue;
      }
      [\x80-\xff] {
        cur_ = start;
        int len = utf8_length(cur_);
        error(start, len == 0 ? "invalid multibyte char (UTF-8)"
                              : "non-ASCII characters are only allowed in strings and comments");
        cur_ += len == 0 ? 1 : len;
        continue;
      }
      * {
        error(start, "invalid character (byte 0x" + std::string(1, "0123456789abcdef"[*start >> 4]) +
                         std::string(1, "0123456789abcdef"[*start & 15]) + ")");
        continue;
      }
    */
  }
}

// Ruby's `r`, `i` and `ri` after a number (`1r`, `2.5i`): Rational and
// Complex, which rhz does not have. Read past when present.
bool Lexer::number_suffix() {
  const unsigned char* p = cur_;
  if (p < end_ && *p == 'r') ++p;
  if (p < end_ && *p == 'i') ++p;
  if (p == cur_ || (p < end_ && (std::isalnum(*p) || *p == '_'))) return false;
  cur_ = p;
  return true;
}

// Integer literals in every form Ruby has; floats are recognised so that
// they can be named as a later tier's feature.
P::symbol_type Lexer::lex_number(const unsigned char* start) {
  const unsigned char* tok = start;
  cur_ = start;
  const unsigned char* marker = cur_;
  (void)marker;
  int base = 10;
  const unsigned char* digits = cur_;
  /*!re2c
    "0" [xX] hex { base = 16; digits = start + 2; goto value; }
    "0" [bB] bin { base = 2; digits = start + 2; goto value; }
    "0" [oO] oct { base = 8; digits = start + 2; goto value; }
    "0" "_"? oct { base = 8; digits = start + 1; goto value; }
    "0" [dD] dec { base = 10; digits = start + 2; goto value; }
    dec "." dec ([eE] [+-]? dec)? | dec [eE] [+-]? dec {
      if (number_suffix()) return unsupported_literal("rational and imaginary literals");
      state_ = State::End;
      return P::make_tFLOAT(std::string(reinterpret_cast<const char*>(start), cur_ - start), range_from(tok));
    }
    "0" [xXbBoOdD] {
      error(start, "numeric literal without digits");
      base = 10; digits = cur_; goto value;
    }
    dec {
      if (*start == '0' && cur_ - start > 1) error(start, "Invalid octal digit");
      base = 10; digits = start; goto value;
    }
    * { cur_ = start + 1; base = 10; digits = start; goto value; }
  */
value:
  if (number_suffix()) return unsupported_literal("rational and imaginary literals");
  if (*cur_ == '_') {
    error(cur_, "trailing '_' in number");
    while (*cur_ == '_' || std::isalnum(*cur_)) ++cur_;
  }
  uint64_t value = 0;
  bool overflow = false;
  // Decimal digits of the value, least significant first, kept once it no
  // longer fits: a Bignum literal reaches the runtime in base 10.
  std::vector<unsigned char> decimal;
  for (const unsigned char* p = digits; p < cur_; ++p) {
    if (*p == '_') continue;
    int d = std::isdigit(*p) ? *p - '0' : (std::tolower(*p) - 'a' + 10);
    if (d >= base) break;
    if (!overflow && (value > (uint64_t{1} << 62) / static_cast<uint64_t>(base) ||
                      value * static_cast<uint64_t>(base) + static_cast<uint64_t>(d) > (uint64_t{1} << 62))) {
      overflow = true;
      for (uint64_t v = value; v != 0; v /= 10) decimal.push_back(static_cast<unsigned char>(v % 10));
    }
    if (!overflow) {
      value = value * static_cast<uint64_t>(base) + static_cast<uint64_t>(d);
      continue;
    }
    // decimal = decimal * base + d, schoolbook (literals are short).
    unsigned carry = static_cast<unsigned>(d);
    for (unsigned char& digit : decimal) {
      unsigned x = digit * static_cast<unsigned>(base) + carry;
      digit = static_cast<unsigned char>(x % 10);
      carry = x / 10;
    }
    for (; carry != 0; carry /= 10) decimal.push_back(static_cast<unsigned char>(carry % 10));
  }
  state_ = State::End;
  label_ok_ = false;
  if (overflow) {
    std::string text;
    for (auto it = decimal.rbegin(); it != decimal.rend(); ++it) text.push_back(static_cast<char>('0' + *it));
    return P::make_tBIGINT(std::move(text), range_from(tok));
  }
  return P::make_tINTEGER(static_cast<int64_t>(value), range_from(tok));
}

}  // namespace rhz::frontend
