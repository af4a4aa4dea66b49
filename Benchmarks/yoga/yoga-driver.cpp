// Times Yoga on the trees that model-bench's `--scratch` mode lays out with Trellis, for
// compare_yoga.py (see Benchmarks/README.md). Built outside the Swift package, against a checkout
// of facebook/yoga:
//
//   c++ -O2 -std=c++20 -I YOGA yoga-driver.cpp YOGA/yoga/*.cpp YOGA/yoga/*/*.cpp -o yoga-driver
//   yoga-driver app 1000 11      # tree, views, samples
//   yoga-driver grid 1000 11 25 --heap cold
//   yoga-driver --incremental app 1000 51   # tree, views, steps (see runIncremental)
//
// Trees (each the flexbox form of the constraint layout of the same name in model-bench):
// - app N: a 375 × 812 screen with a list 47 below its top; sections 16 apart, each with a
//   header (120 × 20, 16 from the left, 8 below the section's top) and 8 rows 4 apart, at least
//   44 high; a row holds a 28 × 28 icon 16 from its left, an 8 × 13 chevron 16 from its right,
//   both centred, and between them (12 after the icon, 8 before the chevron) a title (200 × 18,
//   6 below the row's top, shrinking to fit) above a subtitle (150 × 14, 2 lower, 6 above the
//   row's bottom). Flexbox needs a column node to stack the title and subtitle, so a row has 6
//   nodes where the constraint layout has 5 views. As many sections as the constraint layout has
//   for N views (sections while 2 + 42 (s + 1) <= N + 21).
// - grid N C: N 10 × 10 views in C columns, 2 apart from each other and from the root's top-left
//   corner (a wrapping row of width 12 C).
//
// Output, one line: the figures of the median sample in nanoseconds, and a check value.
//   build_layout_free=… layout=… nodes=… check=…
// build_layout_free: create and style the nodes, calculate the layout, read every node's
// layout (left, top, width, height), free the tree. layout: calculate the layout of a tree
// built beforehand (every node dirty), and read it. check: for app, the list's height; for
// grid, the last view's left + top.
//
// --heap warm|cold (glibc only; otherwise the allocator's defaults): the state of the heap each
// timed sample starts from, as model-bench's (see HeapState.swift there). warm: nothing freed is
// given back to the system (mallopt), and one untimed tree is built, laid out and freed first;
// cold: every free page is given back before each timed sample (malloc_trim(0)).
#include <yoga/Yoga.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

struct Tree {
  YGNodeRef root = nullptr;
  YGNodeRef probe = nullptr;  // the list (app) or the last view (grid)
  int nodes = 0;
  // For --incremental: the leaf whose size changes (the middle section's middle row's title,
  // or the first view of the grid's middle row), the last view of that grid row, and the
  // section rows are added to (app).
  YGNodeRef leaf = nullptr;
  YGNodeRef leafRowEnd = nullptr;
  YGNodeRef section = nullptr;
};

YGNodeRef child(YGNodeRef parent, Tree& tree) {
  YGNodeRef node = YGNodeNew();
  YGNodeInsertChild(parent, node, YGNodeGetChildCount(parent));
  tree.nodes += 1;
  return node;
}

YGNodeRef box(YGNodeRef parent, Tree& tree, float width, float height) {
  YGNodeRef node = child(parent, tree);
  YGNodeStyleSetWidth(node, width);
  YGNodeStyleSetHeight(node, height);
  return node;
}

// Appends a row (row, icon, a column of title and subtitle, chevron: 6 nodes) to `section`;
// returns the title.
YGNodeRef addRow(YGNodeRef section, Tree& tree) {
  YGNodeRef row = child(section, tree);
  YGNodeStyleSetFlexDirection(row, YGFlexDirectionRow);
  YGNodeStyleSetAlignItems(row, YGAlignCenter);
  YGNodeStyleSetMargin(row, YGEdgeTop, 4);
  YGNodeStyleSetMinHeight(row, 44);
  YGNodeStyleSetPadding(row, YGEdgeLeft, 16);
  YGNodeStyleSetPadding(row, YGEdgeRight, 16);
  YGNodeStyleSetFlexShrink(row, 0);
  box(row, tree, 28, 28);
  YGNodeRef texts = child(row, tree);
  YGNodeStyleSetFlexGrow(texts, 1);
  YGNodeStyleSetFlexShrink(texts, 1);
  YGNodeStyleSetAlignSelf(texts, YGAlignStretch);
  YGNodeStyleSetMargin(texts, YGEdgeLeft, 12);
  YGNodeStyleSetMargin(texts, YGEdgeRight, 8);
  YGNodeStyleSetPadding(texts, YGEdgeTop, 6);
  YGNodeStyleSetPadding(texts, YGEdgeBottom, 6);
  YGNodeStyleSetAlignItems(texts, YGAlignFlexStart);
  YGNodeRef title = box(texts, tree, 200, 18);
  YGNodeStyleSetMaxWidthPercent(title, 100);
  YGNodeRef subtitle = box(texts, tree, 150, 14);
  YGNodeStyleSetMaxWidthPercent(subtitle, 100);
  YGNodeStyleSetMargin(subtitle, YGEdgeTop, 2);
  box(row, tree, 8, 13);
  return title;
}

int sectionCount(int views) {
  int count = 0;
  int viewCount = 2;
  while (viewCount + 42 <= views + 21) {
    viewCount += 42;
    count += 1;
  }
  return count;
}

Tree buildApp(int views) {
  Tree tree;
  tree.root = YGNodeNew();
  tree.nodes = 1;
  YGNodeStyleSetWidth(tree.root, 375);
  YGNodeStyleSetHeight(tree.root, 812);
  YGNodeRef list = child(tree.root, tree);
  YGNodeStyleSetMargin(list, YGEdgeTop, 47);
  YGNodeStyleSetPadding(list, YGEdgeBottom, 16);
  YGNodeStyleSetFlexShrink(list, 0);
  tree.probe = list;
  int sections = sectionCount(views);
  for (int s = 0; s < sections; ++s) {
    YGNodeRef section = child(list, tree);
    if (s > 0) YGNodeStyleSetMargin(section, YGEdgeTop, 16);
    YGNodeStyleSetPadding(section, YGEdgeTop, 8);
    YGNodeStyleSetPadding(section, YGEdgeBottom, 8);
    YGNodeStyleSetFlexShrink(section, 0);
    YGNodeRef header = box(section, tree, 120, 20);
    YGNodeStyleSetMargin(header, YGEdgeLeft, 16);
    YGNodeStyleSetAlignSelf(header, YGAlignFlexStart);
    YGNodeStyleSetFlexShrink(header, 0);
    for (int r = 0; r < 8; ++r) {
      YGNodeRef title = addRow(section, tree);
      if (s == sections / 2 && r == 4) tree.leaf = title;
    }
    if (s == sections / 2) tree.section = section;
  }
  return tree;
}

// Appends a 10 × 10 view to the grid's root.
YGNodeRef addGridView(Tree& tree) {
  YGNodeRef view = box(tree.root, tree, 10, 10);
  YGNodeStyleSetMargin(view, YGEdgeLeft, 2);
  YGNodeStyleSetMargin(view, YGEdgeBottom, 2);
  YGNodeStyleSetFlexShrink(view, 0);
  tree.probe = view;
  return view;
}

Tree buildGrid(int views, int columns) {
  Tree tree;
  tree.root = YGNodeNew();
  tree.nodes = 1;
  YGNodeStyleSetFlexDirection(tree.root, YGFlexDirectionRow);
  YGNodeStyleSetFlexWrap(tree.root, YGWrapWrap);
  YGNodeStyleSetAlignContent(tree.root, YGAlignFlexStart);
  YGNodeStyleSetAlignItems(tree.root, YGAlignFlexStart);
  YGNodeStyleSetWidth(tree.root, 12.0f * columns);
  // A top margin on the views is not applied to the first line here, so the lines are spaced
  // by a bottom margin under a top padding instead (the same positions: top = 2 + 12 row).
  YGNodeStyleSetPadding(tree.root, YGEdgeTop, 2);
  int middleRow = (views / columns / 2) * columns;
  for (int i = 0; i < views; ++i) {
    YGNodeRef view = addGridView(tree);
    if (i == middleRow) tree.leaf = view;
    if (i == middleRow + columns - 1) tree.leafRowEnd = view;
  }
  return tree;
}

// Reads every node's layout (as a client drawing the frames would); returns a checksum.
double readLayout(YGNodeConstRef node) {
  std::vector<YGNodeConstRef> stack{node};
  double sum = 0;
  while (!stack.empty()) {
    YGNodeConstRef current = stack.back();
    stack.pop_back();
    sum += YGNodeLayoutGetLeft(current) + YGNodeLayoutGetTop(current) +
           YGNodeLayoutGetWidth(current) + YGNodeLayoutGetHeight(current);
    size_t count = YGNodeGetChildCount(current);
    for (size_t i = 0; i < count; ++i) stack.push_back(YGNodeGetChild(const_cast<YGNodeRef>(current), i));
  }
  return sum;
}

double check(const Tree& tree, bool app) {
  if (app) return YGNodeLayoutGetHeight(tree.probe);
  return YGNodeLayoutGetLeft(tree.probe) + YGNodeLayoutGetTop(tree.probe);
}

long long nanoseconds() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

long long median(std::vector<long long> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

volatile double sink = 0;

// Reads the layout of every node Yoga marked as having a new one, and clears the mark, as a
// client drawing the changes would (React Native's pattern): a node without the mark was not
// laid out again, nor were its descendants. Returns a checksum; `count` gets the nodes read.
double readNewLayout(YGNodeRef root, int& count) {
  std::vector<YGNodeRef> stack{root};
  double sum = 0;
  while (!stack.empty()) {
    YGNodeRef current = stack.back();
    stack.pop_back();
    if (!YGNodeGetHasNewLayout(current)) continue;
    YGNodeSetHasNewLayout(current, false);
    count += 1;
    sum += YGNodeLayoutGetLeft(current) + YGNodeLayoutGetTop(current) +
           YGNodeLayoutGetWidth(current) + YGNodeLayoutGetHeight(current);
    size_t children = YGNodeGetChildCount(current);
    for (size_t i = 0; i < children; ++i) stack.push_back(YGNodeGetChild(current, i));
  }
  return sum;
}

// --incremental: the changes model-bench's `--incremental` makes to the same tree (see
// IncrementalComparison.swift there), each timed from the change through the layout to the
// new layouts read back, STEPS times each way; prints the medians in nanoseconds, the mean
// number of nodes read per change, and the check values.
int runIncremental(bool app, int views, int steps, int columns) {
  Tree tree = app ? buildApp(views) : buildGrid(views, columns);
  int nodes = tree.nodes;
  auto layout = [&] { YGNodeCalculateLayout(tree.root, YGUndefined, YGUndefined, YGDirectionLTR); };
  auto readBack = [&] {
    int count = 0;
    sink = sink + readNewLayout(tree.root, count);
    return count;
  };
  layout();
  readBack();
  auto timed = [&](auto change, std::vector<long long>& times, long long& changed) {
    long long start = nanoseconds();
    change();
    layout();
    changed += readBack();
    times.push_back(nanoseconds() - start);
  };
  std::vector<long long> leafTimes, resizeTimes, rowTimes;
  long long leafChanged = 0, resizeChanged = 0, rowChanged = 0;
  double checkLeaf = 0, checkRow = 0;
  for (int step = 0; step < 2 * steps; ++step) {
    bool changed = step % 2 == 0;
    timed(
        [&] {
          if (app) {
            YGNodeStyleSetHeight(tree.leaf, changed ? 36 : 18);
          } else {
            YGNodeStyleSetWidth(tree.leaf, changed ? 5 : 10);
          }
        },
        leafTimes, leafChanged);
    if (step == 0) {
      checkLeaf = app ? YGNodeLayoutGetHeight(tree.probe) : YGNodeLayoutGetLeft(tree.leafRowEnd);
    }
  }
  YGNodeRef list = tree.probe;
  for (int step = 0; step < 2 * steps; ++step) {
    bool wide = step % 2 == 0;
    float width = app ? (wide ? 414.0f : 375.0f) : 12.0f * columns + (wide ? 6.0f : 0.0f);
    timed([&] { YGNodeStyleSetWidth(tree.root, width); }, resizeTimes, resizeChanged);
  }
  for (int step = 0; step < steps; ++step) {
    if (app) {
      timed([&] { addRow(tree.section, tree); }, rowTimes, rowChanged);
      checkRow = YGNodeLayoutGetHeight(list);
      YGNodeRef row = YGNodeGetChild(tree.section, YGNodeGetChildCount(tree.section) - 1);
      YGNodeRemoveChild(tree.section, row);
      YGNodeFreeRecursive(row);
    } else {
      timed([&] { for (int c = 0; c < columns; ++c) addGridView(tree); }, rowTimes, rowChanged);
      checkRow = YGNodeLayoutGetLeft(tree.probe) + YGNodeLayoutGetTop(tree.probe);
      for (int c = 0; c < columns; ++c) {
        YGNodeRef view = YGNodeGetChild(tree.root, YGNodeGetChildCount(tree.root) - 1);
        YGNodeRemoveChild(tree.root, view);
        YGNodeFree(view);
      }
    }
    layout();
    readBack();
  }
  auto mean = [](long long total, int count) { return (total + count / 2) / count; };
  std::printf(
      "leaf=%lld resize=%lld row=%lld leaf_changed=%lld resize_changed=%lld row_changed=%lld "
      "check_leaf=%.3f check_row=%.3f nodes=%d\n",
      median(leafTimes), median(resizeTimes), median(rowTimes), mean(leafChanged, 2 * steps),
      mean(resizeChanged, 2 * steps), mean(rowChanged, steps), checkLeaf, checkRow, nodes);
  YGNodeFreeRecursive(tree.root);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc >= 5 && std::strcmp(argv[1], "--incremental") == 0) {
    bool app = std::strcmp(argv[2], "app") == 0;
    int columns = argc > 5 ? std::atoi(argv[5]) : 25;
    return runIncremental(app, std::atoi(argv[3]), std::max(1, std::atoi(argv[4])), columns);
  }
  if (argc < 4) {
    std::fprintf(stderr,
                 "usage: yoga-driver app VIEWS SAMPLES | grid VIEWS SAMPLES COLUMNS"
                 " [--heap warm|cold]\n");
    return 64;
  }
  bool app = std::strcmp(argv[1], "app") == 0;
  int views = std::atoi(argv[2]);
  int samples = std::max(1, std::atoi(argv[3]));
  int columns = 25;
  const char* heap = nullptr;
  for (int index = 4; index < argc; ++index) {
    if (std::strcmp(argv[index], "--heap") == 0 && index + 1 < argc) {
      heap = argv[++index];
    } else {
      columns = std::atoi(argv[index]);
    }
  }
  bool warm = heap && std::strcmp(heap, "warm") == 0;
  bool cold = heap && std::strcmp(heap, "cold") == 0;
  if (heap && !warm && !cold) {
    std::fprintf(stderr, "usage: --heap warm|cold\n");
    return 64;
  }
  auto build = [&] { return app ? buildApp(views) : buildGrid(views, columns); };
#if defined(__GLIBC__)
  if (warm) {
    mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    mallopt(M_TRIM_THRESHOLD, 0x7fffffff);
    Tree first = build();
    YGNodeCalculateLayout(first.root, YGUndefined, YGUndefined, YGDirectionLTR);
    sink = sink + readLayout(first.root);
    YGNodeFreeRecursive(first.root);
  }
  auto prepare = [&] {
    if (cold) malloc_trim(0);
  };
#else
  auto prepare = [] {};
#endif
  std::vector<long long> full, layout;
  int nodes = 0;
  double checkValue = 0;
  for (int sample = 0; sample < samples; ++sample) {
    prepare();
    long long start = nanoseconds();
    Tree tree = build();
    YGNodeCalculateLayout(tree.root, YGUndefined, YGUndefined, YGDirectionLTR);
    sink = sink + readLayout(tree.root);
    checkValue = check(tree, app);
    nodes = tree.nodes;
    YGNodeFreeRecursive(tree.root);
    full.push_back(nanoseconds() - start);

    Tree prebuilt = build();
    start = nanoseconds();
    YGNodeCalculateLayout(prebuilt.root, YGUndefined, YGUndefined, YGDirectionLTR);
    sink = sink + readLayout(prebuilt.root);
    layout.push_back(nanoseconds() - start);
    YGNodeFreeRecursive(prebuilt.root);
  }
  std::printf("build_layout_free=%lld layout=%lld nodes=%d check=%.3f\n", median(full),
              median(layout), nodes, checkValue);
  return 0;
}
