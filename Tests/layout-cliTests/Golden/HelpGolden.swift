// The golden help texts of layout-cli. Recorded by HelpTests with
// LAYOUT_CLI_RECORD_GOLDEN=1; review every change by hand.
// swift-format-ignore-file

enum HelpGolden {
  static let tool = #"""
OVERVIEW: Solve layout files and replay keyboard, gesture and other events.

Trellis solves Auto Layout-style constraints without a device. A layout file
declares a root size, views, constraints, behaviors and events; see
Sources/LayoutBehaviors/LayoutBehaviors.docc/LayoutFileFormat.md.

Every command also reads Interface Builder documents (.xib, .storyboard):
each scene is laid out on the document's device (or --device), and 'check'
lists the views whose solved frame is not the one the document stores; see
Sources/LayoutBehaviors/LayoutBehaviors.docc/InterfaceBuilderDocuments.md.

USAGE: layout-cli <subcommand>

OPTIONS:
  --version               Show the version.
  -h, --help              Show help information.

EXIT CODES:
  0                       Success.
  1                       'check' found unsatisfiable constraints, constraints
                          out of range, or required constraints the solution
                          does not satisfy; 'sweep' found a failure.
  2                       'check --fail-on-ambiguity' found attributes that the
                          constraints do not determine.
  64                      Usage error: an unknown option, a missing argument, an
                          invalid --event or --samples, or a view or anchor that
                          'explain' cannot find.
  65                      Invalid layout data: the file or an event on the
                          command line has errors.
  66                      The input file cannot be read.
  70                      Internal error.
  73                      The output file cannot be written.
  74                      Standard output or standard error cannot be written.

SUBCOMMANDS:
  solve                   Solve a layout file and print the frames of every
                          view.
  check                   Validate and solve a layout file without printing
                          frames.
  explain                 Explain why a value of the solved layout is what it
                          is.
  render                  Draw every state of a layout file side by side.
  sweep                   Check a layout at every root width, height or text
                          size of a range.

  See 'layout-cli help <subcommand>' for detailed help.

"""#

  static let solve = #"""
OVERVIEW: Solve a layout file and print the frames of every view.

Solves the layout, then applies its events one by one, and prints the frames
of every view in the initial state and after each event: in the superview's
coordinates, rounded to 3 decimals, with the alpha, transform, z-order,
drag-and-drop appearance and tree membership of views where they are not the
default. After an event, the table lists only the views that changed
(old → new), the animations, the callbacks and the constants that changed;
with --samples, their motion too. Unsatisfiable constraints are reported in
the output; they are not applied.

Events given with --event and --keyboard run after the events in the file, in
the order given. An --event is one of:
  toggle <view>, collapse <view>, show <view>
  keyboard-show <height>, keyboard-hide
  set-constant <constraint> <value>
  activate <constraint>, deactivate <constraint>
  pan <view> <dx> <dy> [<steps>], pinch <view> <scale> [<steps>]
  rotate <view> <radians> [<steps>], force <view> <force> [<steps>]
  tap <view>
  push <pile> <view> [<time>], pop <pile> [<time>], advance <pile> [<time>]
  resize <width> <height> [<top> <left> <bottom> <right>]   ('-' keeps a size)
  set-text <view> <text>, set-hidden <view> [true|false]
  text-scale <factor|category>   (1.5, accessibilityLarge, AX3 …)
The file's event names are accepted too: keyboardWillShow, keyboardWillHide,
setConstant, rotation (rotate), press (tap), setText, setHidden and textScale.
A constraint of a format string is named by its id, spaces and all:
'set-constant row H:[a]-gap-[b] 12'. A text is everything after the view.

USAGE: layout-cli solve <file> [--format <format>] [--output <file>] [--event <event> ...] [--keyboard <height> ...] [--samples <n>] [--diagnostics <format>] [--scene <scene>] [--device <device>] [--orientation <orientation>] [--traits <size classes>] [--text-model]

ARGUMENTS:
  <file>                  The layout file or Interface Builder document (.xib,
                          .storyboard; recognized by its content), or '-' to
                          read standard input.

OPTIONS:
  --format <format>       The output format: an aligned table per state, or
                          JSON. (values: table, json; default: table)
  -o, --output <file>     Write the result to this file instead of standard
                          output ('-'). The file is replaced atomically and
                          never left half-written; the input file is never
                          written.
  --event <event>         An event to apply after those in the file (see above).
                          Can be repeated.
  --keyboard <height>     Show a keyboard of this height, docked at the bottom
                          of the root, as an event after those in the file. Can
                          be repeated.
  --samples <n>           After each event, also print the changed views' frames
                          (with alpha and transform) at n evenly spaced times of
                          its animation, from its start to its end: 0, T/(n-1),
                          ..., T. n is 2 or more.
  --diagnostics <format>  How errors and warnings are written to standard error:
                          as a compiler prints them, or as one JSON document
                          with every diagnostic. Usage errors stay text.
                          (values: text, json; default: text)
  --scene <scene>         For an Interface Builder document: the scene to lay
                          out, by id (a storyboard's sceneID, a xib view's id)
                          or name. Every scene by default.
  --device <device>       For an Interface Builder document: lay out on this
                          device instead of the document's (an id such as
                          retina4_7, retina6_12 or ipad11_0rounded; see
                          InterfaceBuilderDocuments.md for the table).
  --orientation <orientation>
                          For an Interface Builder document: portrait or
                          landscape. The document's by default.
  --traits <size classes> For an Interface Builder document: the size classes
                          whose variations apply, a width class and a height
                          class such as 'wR hC'. The device's in its orientation
                          by default.
  --text-model            For an Interface Builder document: measure labels by
                          their text (characters half the font's size wide,
                          lines 1.2 times its size high) instead of their stored
                          size, so that they follow text changes.
  --version               Show the version.
  -h, --help              Show help information.

EXIT CODES:
  0                       Success.
  1                       'check' found unsatisfiable constraints, constraints
                          out of range, or required constraints the solution
                          does not satisfy; 'sweep' found a failure.
  2                       'check --fail-on-ambiguity' found attributes that the
                          constraints do not determine.
  64                      Usage error: an unknown option, a missing argument, an
                          invalid --event or --samples, or a view or anchor that
                          'explain' cannot find.
  65                      Invalid layout data: the file or an event on the
                          command line has errors.
  66                      The input file cannot be read.
  70                      Internal error.
  73                      The output file cannot be written.
  74                      Standard output or standard error cannot be written.

"""#

  static let check = #"""
OVERVIEW: Validate and solve a layout file without printing frames.

Reports every error in the file with its line and column, then solves the
layout and its events and reports unsatisfiable constraints, with the
constraints they conflict with, by id and position, and warnings: views of
negative size, and attributes the constraints do not determine (an
ambiguous layout). Prints a summary line.

For an Interface Builder document, each scene has its summary line, and each
view whose solved frame differs from the frame the document stores by more
than half a point is an 'ib-misplaced' warning (view, stored frame, solved
frame), as Interface Builder's misplaced-view warning.

Events given with --event and --keyboard run after the events in the file, in
the order given. An --event is one of:
  toggle <view>, collapse <view>, show <view>
  keyboard-show <height>, keyboard-hide
  set-constant <constraint> <value>
  activate <constraint>, deactivate <constraint>
  pan <view> <dx> <dy> [<steps>], pinch <view> <scale> [<steps>]
  rotate <view> <radians> [<steps>], force <view> <force> [<steps>]
  tap <view>
  push <pile> <view> [<time>], pop <pile> [<time>], advance <pile> [<time>]
  resize <width> <height> [<top> <left> <bottom> <right>]   ('-' keeps a size)
  set-text <view> <text>, set-hidden <view> [true|false]
  text-scale <factor|category>   (1.5, accessibilityLarge, AX3 …)
The file's event names are accepted too: keyboardWillShow, keyboardWillHide,
setConstant, rotation (rotate), press (tap), setText, setHidden and textScale.
A constraint of a format string is named by its id, spaces and all:
'set-constant row H:[a]-gap-[b] 12'. A text is everything after the view.

USAGE: layout-cli check <file> [--event <event> ...] [--keyboard <height> ...] [--fail-on-ambiguity] [--fail-on-misplaced] [--diagnostics <format>] [--scene <scene>] [--device <device>] [--orientation <orientation>] [--traits <size classes>] [--text-model]

ARGUMENTS:
  <file>                  The layout file or Interface Builder document (.xib,
                          .storyboard; recognized by its content), or '-' to
                          read standard input.

OPTIONS:
  --event <event>         An event to apply after those in the file (see above).
                          Can be repeated.
  --keyboard <height>     Show a keyboard of this height, docked at the bottom
                          of the root, as an event after those in the file. Can
                          be repeated.
  --fail-on-ambiguity     Exit with 2 when the layout is ambiguous in some state
                          (an 'ambiguous-layout' warning) and nothing worse was
                          found.
  --fail-on-misplaced     Exit with 1 when a view of an Interface Builder
                          document is misplaced (an 'ib-misplaced' warning).
                          Layout files store no frames: no effect on them.
  --diagnostics <format>  How errors and warnings are written to standard error:
                          as a compiler prints them, or as one JSON document
                          with every diagnostic. Usage errors stay text.
                          (values: text, json; default: text)
  --scene <scene>         For an Interface Builder document: the scene to lay
                          out, by id (a storyboard's sceneID, a xib view's id)
                          or name. Every scene by default.
  --device <device>       For an Interface Builder document: lay out on this
                          device instead of the document's (an id such as
                          retina4_7, retina6_12 or ipad11_0rounded; see
                          InterfaceBuilderDocuments.md for the table).
  --orientation <orientation>
                          For an Interface Builder document: portrait or
                          landscape. The document's by default.
  --traits <size classes> For an Interface Builder document: the size classes
                          whose variations apply, a width class and a height
                          class such as 'wR hC'. The device's in its orientation
                          by default.
  --text-model            For an Interface Builder document: measure labels by
                          their text (characters half the font's size wide,
                          lines 1.2 times its size high) instead of their stored
                          size, so that they follow text changes.
  --version               Show the version.
  -h, --help              Show help information.

EXIT CODES:
  0                       Success.
  1                       'check' found unsatisfiable constraints, constraints
                          out of range, or required constraints the solution
                          does not satisfy; 'sweep' found a failure.
  2                       'check --fail-on-ambiguity' found attributes that the
                          constraints do not determine.
  64                      Usage error: an unknown option, a missing argument, an
                          invalid --event or --samples, or a view or anchor that
                          'explain' cannot find.
  65                      Invalid layout data: the file or an event on the
                          command line has errors.
  66                      The input file cannot be read.
  70                      Internal error.
  73                      The output file cannot be written.
  74                      Standard output or standard error cannot be written.

"""#

  static let explain = #"""
OVERVIEW: Explain why a value of the solved layout is what it is.

Solves the layout and applies its events, then prints the value of the anchor
(in the root's coordinates), the constraints that determine it with their
place in the file, each one's rate (how much the value moves when its
constant grows by 1) and share (rate × constant; the shares add up to the
value), and the optional constraints near it that the solution gives up,
ranked by priority strength × violation. Problems found while solving go to
standard error, as with 'check'.

Events given with --event and --keyboard run after the events in the file, in
the order given. An --event is one of:
  toggle <view>, collapse <view>, show <view>
  keyboard-show <height>, keyboard-hide
  set-constant <constraint> <value>
  activate <constraint>, deactivate <constraint>
  pan <view> <dx> <dy> [<steps>], pinch <view> <scale> [<steps>]
  rotate <view> <radians> [<steps>], force <view> <force> [<steps>]
  tap <view>
  push <pile> <view> [<time>], pop <pile> [<time>], advance <pile> [<time>]
  resize <width> <height> [<top> <left> <bottom> <right>]   ('-' keeps a size)
  set-text <view> <text>, set-hidden <view> [true|false]
  text-scale <factor|category>   (1.5, accessibilityLarge, AX3 …)
The file's event names are accepted too: keyboardWillShow, keyboardWillHide,
setConstant, rotation (rotate), press (tap), setText, setHidden and textScale.
A constraint of a format string is named by its id, spaces and all:
'set-constant row H:[a]-gap-[b] 12'. A text is everything after the view.

USAGE: layout-cli explain <file> <view>.<anchor> [--event <event> ...] [--keyboard <height> ...] [--diagnostics <format>] [--scene <scene>] [--device <device>] [--orientation <orientation>] [--traits <size classes>] [--text-model]

ARGUMENTS:
  <file>                  The layout file or Interface Builder document (.xib,
                          .storyboard; recognized by its content), or '-' to
                          read standard input.
  <view>.<anchor>         The value to explain: a view, 'root', 'root.safeArea',
                          'root.margins', '<view>.margins' or a guide, then an
                          anchor (leading, trailing, left, right, centerX, top,
                          bottom, centerY, firstBaseline, lastBaseline, width,
                          height).

OPTIONS:
  --event <event>         An event to apply after those in the file (see above).
                          Can be repeated.
  --keyboard <height>     Show a keyboard of this height, docked at the bottom
                          of the root, as an event after those in the file. Can
                          be repeated.
  --diagnostics <format>  How errors and warnings are written to standard error:
                          as a compiler prints them, or as one JSON document
                          with every diagnostic. Usage errors stay text.
                          (values: text, json; default: text)
  --scene <scene>         For an Interface Builder document: the scene to lay
                          out, by id (a storyboard's sceneID, a xib view's id)
                          or name. Every scene by default.
  --device <device>       For an Interface Builder document: lay out on this
                          device instead of the document's (an id such as
                          retina4_7, retina6_12 or ipad11_0rounded; see
                          InterfaceBuilderDocuments.md for the table).
  --orientation <orientation>
                          For an Interface Builder document: portrait or
                          landscape. The document's by default.
  --traits <size classes> For an Interface Builder document: the size classes
                          whose variations apply, a width class and a height
                          class such as 'wR hC'. The device's in its orientation
                          by default.
  --text-model            For an Interface Builder document: measure labels by
                          their text (characters half the font's size wide,
                          lines 1.2 times its size high) instead of their stored
                          size, so that they follow text changes.
  --version               Show the version.
  -h, --help              Show help information.

EXIT CODES:
  0                       Success.
  1                       'check' found unsatisfiable constraints, constraints
                          out of range, or required constraints the solution
                          does not satisfy; 'sweep' found a failure.
  2                       'check --fail-on-ambiguity' found attributes that the
                          constraints do not determine.
  64                      Usage error: an unknown option, a missing argument, an
                          invalid --event or --samples, or a view or anchor that
                          'explain' cannot find.
  65                      Invalid layout data: the file or an event on the
                          command line has errors.
  66                      The input file cannot be read.
  70                      Internal error.
  73                      The output file cannot be written.
  74                      Standard output or standard error cannot be written.

"""#

  static let render = #"""
OVERVIEW: Draw every state of a layout file side by side.

Solves the layout and applies its events as 'solve' does, then draws the
initial state and the state after each event side by side, each at the
root's size: every view as a labeled rectangle in tree order (hidden views
dashed and faint, alpha as opacity, transforms about the view's center), the
safe area, the layout margins that constraints use, and the keyboard while it
is shown. The views that changed in an event are outlined in orange; broken
constraints and other problems are listed under their state. In the SVG, each
view's <rect> has its frame in the root's coordinates and the attributes
data-view (its id) and data-state (0 for the initial state, then 1, 2, ...).

The HTML format is one self-contained page (no network, no other file): the
same SVG with a timeline per event to play, pause and scrub its motion. The
motion is sampled by the library, each view along its own animation, 60 times
a second of the event's motion plus one (at least 2, at most 601, at most
20,000 view states an event); the page interpolates between samples.
window.trellisSeek(event, seconds) or the fragment #seek=<event>:<seconds>
shows the state after an event at that time.

Events given with --event and --keyboard run after the events in the file, in
the order given. An --event is one of:
  toggle <view>, collapse <view>, show <view>
  keyboard-show <height>, keyboard-hide
  set-constant <constraint> <value>
  activate <constraint>, deactivate <constraint>
  pan <view> <dx> <dy> [<steps>], pinch <view> <scale> [<steps>]
  rotate <view> <radians> [<steps>], force <view> <force> [<steps>]
  tap <view>
  push <pile> <view> [<time>], pop <pile> [<time>], advance <pile> [<time>]
  resize <width> <height> [<top> <left> <bottom> <right>]   ('-' keeps a size)
  set-text <view> <text>, set-hidden <view> [true|false]
  text-scale <factor|category>   (1.5, accessibilityLarge, AX3 …)
The file's event names are accepted too: keyboardWillShow, keyboardWillHide,
setConstant, rotation (rotate), press (tap), setText, setHidden and textScale.
A constraint of a format string is named by its id, spaces and all:
'set-constant row H:[a]-gap-[b] 12'. A text is everything after the view.

USAGE: layout-cli render <file> [--format <format>] [--output <file>] [--event <event> ...] [--keyboard <height> ...] [--diagnostics <format>] [--scene <scene>] [--device <device>] [--orientation <orientation>] [--traits <size classes>] [--text-model]

ARGUMENTS:
  <file>                  The layout file or Interface Builder document (.xib,
                          .storyboard; recognized by its content), or '-' to
                          read standard input.

OPTIONS:
  --format <format>       The picture format: an SVG picture, or an HTML page
                          that plays each event's motion. (values: svg, html;
                          default: svg)
  -o, --output <file>     Write the picture to this file instead of standard
                          output ('-'). The file is replaced atomically and
                          never left half-written; the input file is never
                          written.
  --event <event>         An event to apply after those in the file (see above).
                          Can be repeated.
  --keyboard <height>     Show a keyboard of this height, docked at the bottom
                          of the root, as an event after those in the file. Can
                          be repeated.
  --diagnostics <format>  How errors and warnings are written to standard error:
                          as a compiler prints them, or as one JSON document
                          with every diagnostic. Usage errors stay text.
                          (values: text, json; default: text)
  --scene <scene>         For an Interface Builder document: the scene to lay
                          out, by id (a storyboard's sceneID, a xib view's id)
                          or name. Every scene by default.
  --device <device>       For an Interface Builder document: lay out on this
                          device instead of the document's (an id such as
                          retina4_7, retina6_12 or ipad11_0rounded; see
                          InterfaceBuilderDocuments.md for the table).
  --orientation <orientation>
                          For an Interface Builder document: portrait or
                          landscape. The document's by default.
  --traits <size classes> For an Interface Builder document: the size classes
                          whose variations apply, a width class and a height
                          class such as 'wR hC'. The device's in its orientation
                          by default.
  --text-model            For an Interface Builder document: measure labels by
                          their text (characters half the font's size wide,
                          lines 1.2 times its size high) instead of their stored
                          size, so that they follow text changes.
  --version               Show the version.
  -h, --help              Show help information.

EXIT CODES:
  0                       Success.
  1                       'check' found unsatisfiable constraints, constraints
                          out of range, or required constraints the solution
                          does not satisfy; 'sweep' found a failure.
  2                       'check --fail-on-ambiguity' found attributes that the
                          constraints do not determine.
  64                      Usage error: an unknown option, a missing argument, an
                          invalid --event or --samples, or a view or anchor that
                          'explain' cannot find.
  65                      Invalid layout data: the file or an event on the
                          command line has errors.
  66                      The input file cannot be read.
  70                      Internal error.
  73                      The output file cannot be written.
  74                      Standard output or standard error cannot be written.

"""#

  static let sweep = #"""
OVERVIEW: Check a layout at every root width, height or text size of a range.

Moves the layout in place through the sizes asked for (--width and --height
every --step points, the screens of --devices, --text-scale at each size, in
each of --directions) and checks every point: unsatisfiable constraints,
ambiguity, negative sizes, truncated text, views outside their superview or
the safe area they are pinned to, and measurements that do not settle
(overlapping siblings when asked for). Then it applies the file's events one
by one (a keyboard shown, a panel collapsed, a resize) and checks every point
again after each. Each failure is reported once, in the first state where it
happens, with the size where it starts, found to half a point by bisection
('truncated-text below width 326': it fails below 326 and passes at 326), or
exactly, from the solver, where required constraints stop fitting
('unsatisfiable below width 340.3'), the views and the constraints
involved. Exits with 0 when every check holds, 1 when something fails.

Events given with --event and --keyboard run after the events in the file, in
the order given. An --event is one of:
  toggle <view>, collapse <view>, show <view>
  keyboard-show <height>, keyboard-hide
  set-constant <constraint> <value>
  activate <constraint>, deactivate <constraint>
  pan <view> <dx> <dy> [<steps>], pinch <view> <scale> [<steps>]
  rotate <view> <radians> [<steps>], force <view> <force> [<steps>]
  tap <view>
  push <pile> <view> [<time>], pop <pile> [<time>], advance <pile> [<time>]
  resize <width> <height> [<top> <left> <bottom> <right>]   ('-' keeps a size)
  set-text <view> <text>, set-hidden <view> [true|false]
  text-scale <factor|category>   (1.5, accessibilityLarge, AX3 …)
The file's event names are accepted too: keyboardWillShow, keyboardWillHide,
setConstant, rotation (rotate), press (tap), setText, setHidden and textScale.
A constraint of a format string is named by its id, spaces and all:
'set-constant row H:[a]-gap-[b] 12'. A text is everything after the view.

USAGE: layout-cli sweep <file> [--width <min...max>] [--height <min...max>] [--devices <devices>] [--text-scale <sizes>] [--directions <directions>] [--step <points>] [--checks <checks>] [--may-overlap <views>] [--event <event> ...] [--keyboard <height> ...] [--no-events] [--svg <directory>] [--format <format>] [--diagnostics <format>] [--scene <scene>] [--device <device>] [--orientation <orientation>] [--traits <size classes>] [--text-model]

ARGUMENTS:
  <file>                  The layout file or Interface Builder document (.xib,
                          .storyboard; recognized by its content), or '-' to
                          read standard input.

OPTIONS:
  --width <min...max>     Sweep the root's width over this range, as in
                          320...430; the height stays.
  --height <min...max>    Sweep the root's height over this range; the width
                          stays.
  --devices <devices>     Put the root on each device's screen, in portrait and
                          landscape, with its safe area: 'all', 'phones',
                          'pads', or ids separated by commas (retina4_0; see
                          InterfaceBuilderDocuments.md). A failure is reported
                          on the smallest screen where it happens.
  --text-scale <sizes>    Check at each of these text sizes: 'all', or sizes
                          separated by commas (large,AX3; see
                          LayoutFileFormat.md). A failure is reported at the
                          smallest size where it happens.
  --directions <directions>
                          Check in each layout direction: ltr, rtl or ltr,rtl. A
                          failure is reported in the first direction where it
                          happens.
  --step <points>         The distance between two sampled sizes (default: 1).
  --checks <checks>       The checks to run, separated by commas (default: all
                          but overlap): unsatisfiable, ambiguous, negative-size,
                          truncated-text, outside-superview, outside-safe-area,
                          overlap, unsettled.
  --may-overlap <views>   View ids, separated by commas, that the overlap check
                          lets overlap their siblings (a badge, a background).
  --event <event>         An event to apply after those in the file (see above).
                          Can be repeated.
  --keyboard <height>     Show a keyboard of this height, docked at the bottom
                          of the root, as an event after those in the file. Can
                          be repeated.
  --no-events             Leave out the file's events: check the layout as it is
                          first solved, then after each --event and --keyboard
                          only.
  --svg <directory>       Draw each failure at the point where it was found, its
                          views outlined in red, into failure-<n>-<check>.svg
                          files in this directory (made if missing).
  --format <format>       table (default) or json.
  --diagnostics <format>  How errors and warnings are written to standard error:
                          as a compiler prints them, or as one JSON document
                          with every diagnostic. Usage errors stay text.
                          (values: text, json; default: text)
  --scene <scene>         For an Interface Builder document: the scene to lay
                          out, by id (a storyboard's sceneID, a xib view's id)
                          or name. Every scene by default.
  --device <device>       For an Interface Builder document: lay out on this
                          device instead of the document's (an id such as
                          retina4_7, retina6_12 or ipad11_0rounded; see
                          InterfaceBuilderDocuments.md for the table).
  --orientation <orientation>
                          For an Interface Builder document: portrait or
                          landscape. The document's by default.
  --traits <size classes> For an Interface Builder document: the size classes
                          whose variations apply, a width class and a height
                          class such as 'wR hC'. The device's in its orientation
                          by default.
  --text-model            For an Interface Builder document: measure labels by
                          their text (characters half the font's size wide,
                          lines 1.2 times its size high) instead of their stored
                          size, so that they follow text changes.
  --version               Show the version.
  -h, --help              Show help information.

EXIT CODES:
  0                       Success.
  1                       'check' found unsatisfiable constraints, constraints
                          out of range, or required constraints the solution
                          does not satisfy; 'sweep' found a failure.
  2                       'check --fail-on-ambiguity' found attributes that the
                          constraints do not determine.
  64                      Usage error: an unknown option, a missing argument, an
                          invalid --event or --samples, or a view or anchor that
                          'explain' cannot find.
  65                      Invalid layout data: the file or an event on the
                          command line has errors.
  66                      The input file cannot be read.
  70                      Internal error.
  73                      The output file cannot be written.
  74                      Standard output or standard error cannot be written.

"""#
}
