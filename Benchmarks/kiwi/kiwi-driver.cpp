// Times kiwi's C++ solver (the header-only `kiwi/` folder of kiwisolver's source distribution on
// PyPI) on the enaml workloads of solver-bench, for compare_kiwi.py beside it (which compiles it;
// see Benchmarks/README.md). Built outside the Swift package, at -O2, against an unpacked
// kiwisolver sdist:
//
//   c++ -O2 -std=c++17 -I KIWISOLVER kiwi-driver.cpp -o kiwi-driver
//   kiwi-driver build enaml_like.txt 301          # mode, workload, samples
//   kiwi-driver suggest enaml_like.txt 31 6000    # mode, workload, samples, operations
//
// The workload is a file in the neutral format of the shared benchmarks (V, N, E, C lines). The
// operations are solver-bench's (Workloads.swift), one for one:
// - build: create a solver, the named variables and the constraint objects, add the edit
//   variables and the constraints in file order, update the variables, read the last variable's
//   value, and free it all (the teardown is timed, as in solver-bench).
// - suggest: on a built solver, 600 warm-up operations, then `samples` x `operations` timed ones;
//   one operation is suggest width (variable 0), suggest height (variable 1), update the
//   variables and read the values, cycling through (400,600) (600,400) (800,1200) (1200,800)
//   (400,800) (800,400). Trellis reads the variables its update changed; kiwi has no such list,
//   so this driver reads every variable's value (37 loads on enaml; kiwi's update already wrote
//   all of them).
//
// Output, one line: the per-operation time of the median, fastest and slowest sample in
// nanoseconds, and a check value (the sum of the values read, so the work cannot be dropped).
//   median_ns=… min_ns=… max_ns=… samples=… operations=… check=…
#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Row {
  std::vector<std::pair<int, double>> terms;
  double constant = 0;
  kiwi::RelationalOperator op = kiwi::OP_EQ;
  double strength = kiwi::strength::required;
};

// One item in file order: an edit variable (row < 0, variable and strength) or a constraint.
struct Item {
  int row = -1;
  int variable = 0;
  double strength = 0;
};

struct Workload {
  int variables = 0;
  std::vector<std::string> names;
  std::vector<Row> rows;
  std::vector<Item> items;
};

[[noreturn]] void fail(const std::string& message) {
  std::fprintf(stderr, "kiwi-driver: %s\n", message.c_str());
  std::exit(2);
}

Workload load(const char* path) {
  std::ifstream file(path);
  if (!file) fail(std::string("cannot read ") + path);
  Workload workload;
  std::string line;
  int number = 0;
  while (std::getline(file, line)) {
    number += 1;
    line = line.substr(0, line.find('#'));
    std::istringstream fields(line);
    std::string kind;
    if (!(fields >> kind)) continue;
    if (kind == "V") {
      fields >> workload.variables;
      workload.names.assign(workload.variables, "");
      for (int index = 0; index < workload.variables; ++index)
        workload.names[index] = "v" + std::to_string(index);
    } else if (kind == "N") {
      int index;
      std::string name;
      fields >> index >> name;
      if (index < 0 || index >= workload.variables) fail("bad name on line " + std::to_string(number));
      workload.names[index] = name;
    } else if (kind == "E") {
      Item item;
      fields >> item.variable >> item.strength;
      workload.items.push_back(item);
    } else if (kind == "C") {
      Row row;
      std::string op, term;
      fields >> op >> row.strength >> row.constant;
      row.op = op == "<=" ? kiwi::OP_LE : op == ">=" ? kiwi::OP_GE : kiwi::OP_EQ;
      if (op != "<=" && op != ">=" && op != "==") fail("bad relation on line " + std::to_string(number));
      while (fields >> term) {
        auto colon = term.find(':');
        int index = std::atoi(term.substr(0, colon).c_str());
        if (colon == std::string::npos || index < 0 || index >= workload.variables)
          fail("bad term on line " + std::to_string(number));
        row.terms.emplace_back(index, std::strtod(term.c_str() + colon + 1, nullptr));
      }
      workload.rows.push_back(row);
      Item item;
      item.row = int(workload.rows.size()) - 1;
      workload.items.push_back(item);
    } else if (kind == "T" || kind == "X") {
      continue;
    } else {
      fail("unknown line kind '" + kind + "' on line " + std::to_string(number));
    }
  }
  return workload;
}

// The built system: what solver-bench's Workload.build() returns.
struct Built {
  kiwi::Solver solver;
  std::vector<kiwi::Variable> variables;
  std::vector<kiwi::Constraint> constraints;
};

void build(const Workload& workload, Built& built) {
  built.variables.reserve(workload.variables);
  for (int index = 0; index < workload.variables; ++index)
    built.variables.emplace_back(workload.names[index]);
  built.constraints.reserve(workload.rows.size());
  for (const Item& item : workload.items) {
    if (item.row < 0) {
      built.solver.addEditVariable(built.variables[item.variable], item.strength);
      continue;
    }
    const Row& row = workload.rows[item.row];
    std::vector<kiwi::Term> terms;
    terms.reserve(row.terms.size());
    for (const auto& term : row.terms) terms.emplace_back(built.variables[term.first], term.second);
    kiwi::Constraint constraint(kiwi::Expression(std::move(terms), row.constant), row.op,
                                row.strength);
    built.solver.addConstraint(constraint);
    built.constraints.push_back(constraint);
  }
}

// Build, update, read, free: one sample of the build workload (not inlined into the timing).
__attribute__((noinline)) double buildSolveAndFree(const Workload& workload) {
  Built built;
  build(workload, built);
  built.solver.updateVariables();
  return built.variables.back().value();
}

uint64_t now() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

void report(std::vector<double> times, int operations, double check) {
  std::sort(times.begin(), times.end());
  size_t middle = times.size() / 2;
  double median = times.size() % 2 ? times[middle] : (times[middle - 1] + times[middle]) / 2;
  std::printf("median_ns=%.2f min_ns=%.2f max_ns=%.2f samples=%zu operations=%d check=%.6g\n",
              median, times.front(), times.back(), times.size(), operations, check);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) fail("usage: kiwi-driver build|suggest WORKLOAD SAMPLES [OPERATIONS]");
  const std::string mode = argv[1];
  const Workload workload = load(argv[2]);
  const int samples = std::atoi(argv[3]);
  if (samples <= 0) fail("bad sample count");
  std::vector<double> times;
  double check = 0;
  if (mode == "build") {
    for (int sample = 0; sample < samples; ++sample) {
      uint64_t start = now();
      check += buildSolveAndFree(workload);
      times.push_back(double(now() - start));
    }
    report(times, 1, check);
  } else if (mode == "suggest") {
    const int operations = argc > 4 ? std::atoi(argv[4]) : 6000;
    if (operations <= 0 || workload.variables < 2) fail("bad operation count or workload");
    Built built;
    build(workload, built);
    const kiwi::Variable width = built.variables[0];
    const kiwi::Variable height = built.variables[1];
    const double sizes[6][2] = {{400, 600}, {600, 400}, {800, 1200},
                                {1200, 800}, {400, 800}, {800, 400}};
    for (int index = 0; index < 600; ++index) {
      built.solver.suggestValue(width, sizes[index % 6][0]);
      built.solver.suggestValue(height, sizes[index % 6][1]);
      built.solver.updateVariables();
    }
    double reading = 0;
    for (int sample = 0; sample < samples; ++sample) {
      uint64_t start = now();
      for (int index = 0; index < operations; ++index) {
        built.solver.suggestValue(width, sizes[index % 6][0]);
        built.solver.suggestValue(height, sizes[index % 6][1]);
        built.solver.updateVariables();
        for (const kiwi::Variable& variable : built.variables) reading += variable.value();
      }
      times.push_back(double(now() - start) / operations);
    }
    check = reading;
    report(times, operations, check);
  } else {
    fail("unknown mode '" + mode + "' (build or suggest)");
  }
  return 0;
}
