// The Catch2 entry point for the whole suite.
//
// ctest runs each test case by its name (catch_discover_tests), and CMake
// reads a ';' in a name as a list separator: such a test would become two
// ctest tests that match nothing and "pass" without running. So a name
// with one fails every run of the binary, listing included, which stops the
// build where the tests are discovered.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <iostream>

int main(int argc, char* argv[]) {
  bool bad = false;
  for (const Catch::TestCase& t : Catch::getRegistryHub().getTestCaseRegistry().getAllTests()) {
    if (t.name.find(';') == std::string::npos) continue;
    std::cerr << t.lineInfo << ": a test name may not hold ';' (ctest would not run it): " << t.name << '\n';
    bad = true;
  }
  if (bad) return 2;
  return Catch::Session().run(argc, argv);
}
