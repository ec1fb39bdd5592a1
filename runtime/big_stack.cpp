#include "runtime/big_stack.h"

#include <pthread.h>

namespace rhz::rt {

namespace {
struct Job {
  const std::function<int()>* fn;
  int result;
};

void* trampoline(void* arg) {
  Job* job = static_cast<Job*>(arg);
  job->result = (*job->fn)();
  return nullptr;
}
}  // namespace

int run_with_big_stack(const std::function<int()>& fn, std::size_t stack_bytes) {
  Job job{&fn, 0};
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_t thread;
  if (pthread_attr_setstacksize(&attr, stack_bytes) != 0 ||
      pthread_create(&thread, &attr, trampoline, &job) != 0) {
    pthread_attr_destroy(&attr);
    return fn();
  }
  pthread_attr_destroy(&attr);
  pthread_join(thread, nullptr);
  return job.result;
}

}  // namespace rhz::rt
