// The model's objects are confined: a layout engine, its views, guides and constraints, a scene
// and every behavior object are used from one isolation domain (a thread, an actor, a task) at a
// time, as UIKit's views are used from the main thread. They form one mutable graph (a view knows
// its engine, its superview and its constraints; a constraint knows its items), so a lock around
// one object would not protect the others, and a copy would not be a layout. Under Swift 6's
// concurrency checking, misuse does not compile: sending an engine into a detached task or to an
// actor, capturing a view in a `@Sendable` closure, storing a constraint in a `Sendable` type
// (Scripts/check-consumer.sh compiles each of these as a consumer would and expects the error).
// The conformances below state it in the API, so that no `@unchecked Sendable` can be added
// beside them. Values that refer to nothing in the graph are `Sendable`: geometry, `ViewFrame`
// and `FrameChange`, a decoded `LayoutDocument` and its diagnostics, animations, keyboard and
// gesture values, the gesture states; compute a layout in one domain and hand its frames to
// another. Values that name constraints or views (`LayoutDiagnostic`, `Transition`,
// `GestureResult`, the behaviors' states) are confined with them. A `Solver` is a `Sendable`
// value.

/// Views, guides and the items of constraints belong to one engine, used from one isolation
/// domain at a time (see "Concurrency" in the layout model guide).
@available(*, unavailable, message: "layout items are confined to one isolation domain")
extension LayoutItem: Sendable {}

/// Constraints belong to the engine of their items (see ``LayoutItem``).
@available(*, unavailable, message: "layout constraints are confined to one isolation domain")
extension LayoutConstraint: Sendable {}

/// An engine is confined to one isolation domain: send its results (``ViewFrame``s,
/// ``LayoutDiagnostic``s), not the engine.
@available(*, unavailable, message: "a layout engine is confined to one isolation domain")
extension LayoutEngine: Sendable {}

/// A scene owns an engine and is confined like it.
@available(*, unavailable, message: "a layout scene is confined to one isolation domain")
extension LayoutScene: Sendable {}

/// Behavior objects drive the views of one engine and are confined like it.
@available(*, unavailable, message: "behavior objects are confined to one isolation domain")
extension KeyboardAvoider: Sendable {}

/// Behavior objects drive the views of one engine and are confined like it.
@available(*, unavailable, message: "behavior objects are confined to one isolation domain")
extension Collapser: Sendable {}

/// Behavior objects drive the views of one engine and are confined like it.
@available(*, unavailable, message: "behavior objects are confined to one isolation domain")
extension CollapsibleGroup: Sendable {}

/// Behavior objects drive the views of one engine and are confined like it.
@available(*, unavailable, message: "behavior objects are confined to one isolation domain")
extension Dragger: Sendable {}

/// Behavior objects drive the views of one engine and are confined like it.
@available(*, unavailable, message: "behavior objects are confined to one isolation domain")
extension Manipulator: Sendable {}

/// Behavior objects drive the views of one engine and are confined like it.
@available(*, unavailable, message: "behavior objects are confined to one isolation domain")
extension ViewPile: Sendable {}

/// Behavior objects drive the views of one engine and are confined like it.
@available(*, unavailable, message: "behavior objects are confined to one isolation domain")
extension DragDropController: Sendable {}
