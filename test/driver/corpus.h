// The differential corpus: every program in samples/ and test/programs/
// with its expectation from CRuby 3.1 (see test/programs/README.md).
#pragma once

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace rhz::test {

struct Expectation {
  int status = 0;
  std::string error;  // class name of the uncaught error, "SyntaxError", or empty
  int line = 0;       // for syntax errors: the line CRuby reports
  // For runtime errors: the first line of CRuby's report, addresses as 0x?
  // ("X.rb:3:in `f': divided by 0 (ZeroDivisionError)"), or empty.
  std::string report;
};

struct CorpusProgram {
  std::filesystem::path path;
  Expectation expect;
};

inline std::string read_text(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

inline Expectation read_expectation(const std::filesystem::path& p) {
  Expectation e;
  std::istringstream in(read_text(p));
  std::string key;
  while (in >> key) {
    if (key == "status:") in >> e.status;
    else if (key == "error:") in >> e.error;
    else if (key == "line:") in >> e.line;
    else if (key == "report:") {
      std::getline(in, e.report);
      e.report.erase(0, e.report.find_first_not_of(' '));
    }
  }
  return e;
}

// Every program of the corpus, sorted by path so test order is stable.
inline std::vector<CorpusProgram> all_corpus_programs() {
  std::vector<CorpusProgram> programs;
  for (const char* dir : {"samples", "test/programs"}) {
    for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(RHZ_SOURCE_DIR) / dir)) {
      if (entry.path().extension() != ".rb") continue;
      auto expect_path = entry.path();
      expect_path.replace_extension(".expect");
      // Every program has its expectation beside it (a missing one would
      // read as "status 0" and hide the omission).
      if (!std::filesystem::exists(expect_path))
        throw std::runtime_error("corpus program without its .expect: " + entry.path().string());
      programs.push_back({entry.path(), read_expectation(expect_path)});
    }
  }
  std::sort(programs.begin(), programs.end(), [](const auto& a, const auto& b) { return a.path < b.path; });
  return programs;
}

// The programs the corpus tests run: all of them, or with
// RHZ_CORPUS_SAMPLE=N in the environment every Nth (the first, the N+1st,
// ...): the sanitized run (CMakePresets.json) checks a third of the corpus
// in each of its tests, the release run all of it. Golden tests of the
// samples take all_corpus_programs().
inline std::vector<CorpusProgram> corpus_programs() {
  std::vector<CorpusProgram> programs = all_corpus_programs();
  const char* sample = std::getenv("RHZ_CORPUS_SAMPLE");
  const long every = sample ? std::strtol(sample, nullptr, 10) : 1;
  if (every > 1) {
    std::vector<CorpusProgram> kept;
    for (std::size_t i = 0; i < programs.size(); i += static_cast<std::size_t>(every)) kept.push_back(programs[i]);
    programs = std::move(kept);
  }
  return programs;
}

}  // namespace rhz::test
