import Testing

@testable import LayoutBehaviors

/// The view tree: adding, inserting, moving and removing views.
@Suite struct ViewTests {
  @Test func subviewsKeepTheirOrder() {
    let parent = View("parent")
    let a = View("a")
    let b = View("b")
    let c = View("c")
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 1)
    #expect(parent.subviews.map(\.identifier) == ["a", "c", "b"])
    #expect(c.superview === parent)
    parent.addSubview(a)  // already a subview: moves to the end
    #expect(parent.subviews.map(\.identifier) == ["c", "b", "a"])
    #expect(a.isDescendant(of: parent))
    #expect(!parent.isDescendant(of: a))
    #expect(a.isDescendant(of: a))
  }

  @Test func movingAViewDeactivatesItsConstraints() {
    let engine = makePhoneEngine()
    let left = addView("left", to: engine.root)
    let right = addView("right", to: engine.root)
    let child = addView("child", to: left)
    let inner = child.widthAnchor.constraint(equalToConstant: 10)
    let outer = child.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5)
    LayoutConstraint.activate([inner, outer])
    right.addSubview(child)
    #expect(!inner.isActive)
    #expect(!outer.isActive)
    #expect(child.superview === right)
    #expect(left.subviews.isEmpty)
    #expect(child.layoutEngine === engine)
    #expect(engine.views.map(\.identifier) == ["root", "left", "right", "child"])
    inner.isActive = true
    expectNumber(child.frame.width, 10)
  }

  @Test func reorderingWithinTheSameSuperviewKeepsConstraints() {
    let engine = makePhoneEngine()
    let a = addView("a", to: engine.root)
    _ = addView("b", to: engine.root)
    let width = a.widthAnchor.constraint(equalToConstant: 10)
    width.isActive = true
    engine.root.addSubview(a)
    #expect(width.isActive)
    #expect(engine.views.map(\.identifier) == ["root", "b", "a"])
  }

  @Test func removingASubtreeDeactivatesEveryConstraintInvolvingIt() {
    let engine = makePhoneEngine()
    let root = engine.root
    let card = addView("card", to: root)
    let title = addView("title", to: card)
    title.intrinsicContentSize = IntrinsicContentSize(width: 50, height: 10)
    let spacer = LayoutGuide("spacer")
    card.addLayoutGuide(spacer)
    let constraints = [
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      card.widthAnchor.constraint(equalToConstant: 200),
      card.heightAnchor.constraint(equalToConstant: 100),
      title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      title.topAnchor.constraint(equalTo: spacer.bottomAnchor),
      spacer.topAnchor.constraint(equalTo: card.topAnchor),
      spacer.heightAnchor.constraint(equalToConstant: 20),
    ]
    LayoutConstraint.activate(constraints)
    let other = addView("other", to: root)
    let keep = other.widthAnchor.constraint(equalToConstant: 30)
    keep.isActive = true
    expectRect(title.frame, 8, 20, 50, 10)
    let managedBefore = engine.allConstraints.count

    card.removeFromSuperview()
    #expect(card.superview == nil)
    #expect(card.layoutEngine == nil)
    #expect(title.layoutEngine == nil)
    #expect(spacer.layoutEngine == nil)
    #expect(constraints.allSatisfy { !$0.isActive })
    #expect(keep.isActive)
    #expect(engine.constraints.map(\.description) == ["other.width == 30"])
    // Only the root pins and the kept constraint remain (content-size and guide pins are gone).
    #expect(engine.allConstraints.count == 5)
    #expect(managedBefore > 5)
    // Removed views keep their last frames.
    expectRect(card.frame, 10, 10, 200, 100)
    expectRect(title.frame, 8, 20, 50, 10)
    expectRect(title.frameInRoot, 18, 30, 50, 10)
    #expect(engine.views.map(\.identifier) == ["root", "other"])

    // Added back, they get fresh variables; their constraints can be reactivated.
    root.addSubview(card)
    LayoutConstraint.activate(constraints)
    expectRect(title.frame, 8, 20, 50, 10)
    expectRect(card.frame, 10, 10, 200, 100)
  }

  @Test func removingTheRootOrADetachedViewDoesNothing() {
    let engine = makePhoneEngine()
    engine.root.removeFromSuperview()
    #expect(engine.root.layoutEngine === engine)
    let loose = View("loose")
    loose.removeFromSuperview()
    #expect(loose.superview == nil)
    expectRect(loose.frame, 0, 0, 0, 0)
  }

  @Test func aSubtreeBuiltAsideJoinsWithItsContentSizes() {
    let engine = makePhoneEngine()
    let card = View("card")
    let icon = View("icon")
    icon.intrinsicContentSize = IntrinsicContentSize(width: 24, height: 24)
    card.addSubview(icon)
    #expect(icon.layoutEngine == nil)
    engine.root.addSubview(card)
    #expect(icon.layoutEngine === engine)
    expectRect(icon.frame, 0, 0, 24, 24)
    #expect(engine.views.map(\.identifier) == ["root", "card", "icon"])
  }

  @Test func aSubviewOutlivingItsSuperviewBecomesARoot() {
    // The superview is held without a reference count; the superview clears it in the
    // subviews it still holds when it goes, at every depth of the subtree it frees.
    var top: View? = View("top")
    let kept = View("kept")  // held here: survives `top`
    var middle: View? = View("middle")  // held only by `top` once this variable lets go
    let leaf = View("leaf")
    top!.addSubview(kept)
    top!.addSubview(middle!)
    middle!.addSubview(leaf)
    let keptChild = View("keptChild")
    kept.addSubview(keptChild)
    middle = nil
    top = nil
    #expect(kept.superview == nil)
    #expect(leaf.superview == nil)  // its superview `middle` went with `top`
    #expect(keptChild.superview === kept)  // `kept` is alive: its subviews keep it
    #expect(kept.subviews.map(\.identifier) == ["keptChild"])
    // The survivors work as a new tree.
    let other = View("other")
    other.addSubview(leaf)
    #expect(leaf.superview === other)
    other.addSubview(kept)
    #expect(kept.superview === other)
    #expect(keptChild.isDescendant(of: other))
  }

  @Test func removingAViewClearsItsSuperview() {
    let parent = View("parent")
    let child = View("child")
    parent.addSubview(child)
    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(parent.subviews.isEmpty)
    // Its superview gone, the removed view is untouched.
    var other: View? = View("other")
    other!.addSubview(child)
    other!.removeFromSuperview()  // a root: nothing happens
    child.removeFromSuperview()
    other = nil
    #expect(child.superview == nil)
  }
}
