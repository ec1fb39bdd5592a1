// The fuzz targets' driver where libFuzzer is not linked (every build but
// the `fuzz` preset): runs the target on every input file given (a
// directory: every regular file under it, in sorted order), then on
// `--mutations N` inputs derived from them by seeded byte-level mutations
// (flips, insertions, deletions, duplications, splices of two inputs), the
// same ones for the same `--seed`. The test suite runs each target this way
// as a bounded smoke; a finding aborts, naming the input.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

namespace fs = std::filesystem;

std::string read_all(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void run(const std::string& input, const std::string& name) {
  std::fprintf(stderr, "replay: %s (%zu bytes)\n", name.c_str(), input.size());
  LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(input.data()), input.size());
}

std::string mutate(const std::vector<std::string>& pool, std::mt19937_64& rng) {
  auto pick = [&](std::size_t n) { return n == 0 ? std::size_t{0} : static_cast<std::size_t>(rng() % n); };
  std::string s = pool[pick(pool.size())];
  const int steps = 1 + static_cast<int>(rng() % 4);
  static const char kTokens[][8] = {"(", ")", "{", "}", "|", "end", "do", "\"", "#{", "def ", "if ", "*", "/",
                                    "%", "..", "[", "]", "0", "-1", "2**70", "nil", "\n", " ", "yield"};
  for (int k = 0; k < steps; ++k) {
    const std::size_t at = pick(s.size() + 1);
    switch (rng() % 6) {
      case 0:
        if (!s.empty()) s[pick(s.size())] ^= static_cast<char>(1u << (rng() % 8));
        break;
      case 1: s.insert(at, kTokens[pick(std::size(kTokens))]); break;
      case 2: s.erase(at, pick(16)); break;
      case 3: {
        const std::size_t from = pick(s.size() + 1);
        s.insert(at, s.substr(from, pick(32)));
        break;
      }
      case 4: {
        const std::string& other = pool[pick(pool.size())];
        const std::size_t from = pick(other.size() + 1);
        s = s.substr(0, at) + other.substr(from);
        break;
      }
      default:
        if (!s.empty()) s[pick(s.size())] = static_cast<char>(rng() % 128);
        break;
    }
  }
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<fs::path> files;
  long mutations = 0;
  std::uint64_t seed = 1;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--mutations" && i + 1 < argc) mutations = std::atol(argv[++i]);
    else if (a == "--seed" && i + 1 < argc) seed = std::strtoull(argv[++i], nullptr, 10);
    else if (fs::is_directory(a)) {
      std::vector<fs::path> found;
      for (const auto& e : fs::recursive_directory_iterator(a))
        if (e.is_regular_file()) found.push_back(e.path());
      std::sort(found.begin(), found.end());
      files.insert(files.end(), found.begin(), found.end());
    } else if (fs::is_regular_file(a)) {
      files.emplace_back(a);
    } else {
      std::fprintf(stderr, "usage: %s [--mutations N] [--seed S] FILE_OR_DIRECTORY...\n", argv[0]);
      return 2;
    }
  }
  std::vector<std::string> pool;
  for (const fs::path& f : files) {
    pool.push_back(read_all(f));
    run(pool.back(), f.string());
  }
  if (pool.empty()) pool.emplace_back();
  std::mt19937_64 rng(seed);
  for (long k = 0; k < mutations; ++k) run(mutate(pool, rng), "mutation " + std::to_string(k));
  std::fprintf(stderr, "replay: %zu inputs and %ld mutations, no finding\n", files.size(), mutations);
  return 0;
}
