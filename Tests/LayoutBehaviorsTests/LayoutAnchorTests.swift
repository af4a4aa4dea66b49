import Testing

@testable import LayoutBehaviors

/// Typed anchors: which attribute and item each stands for, and the constraints they make.
///
/// What must not compile (x-axis to y-axis, position to dimension, position to a constant, a
/// multiplier on a position) cannot be a test; `Sources/LayoutBehaviors/LayoutBehaviors.docc/LayoutModel.md` lists it.
@Suite struct LayoutAnchorTests {
  @Test func everyAnchorStandsForItsAttribute() {
    let view = View("view")
    let x: [(XAxisAnchor, LayoutAttribute)] = [
      (view.leadingAnchor, .leading), (view.trailingAnchor, .trailing), (view.leftAnchor, .left),
      (view.rightAnchor, .right), (view.centerXAnchor, .centerX),
    ]
    let y: [(YAxisAnchor, LayoutAttribute)] = [
      (view.topAnchor, .top), (view.bottomAnchor, .bottom), (view.centerYAnchor, .centerY),
    ]
    let dimensions: [(DimensionAnchor, LayoutAttribute)] = [
      (view.widthAnchor, .width), (view.heightAnchor, .height),
    ]
    for (anchor, attribute) in x {
      #expect(anchor.attribute == attribute)
      #expect(anchor.item === view)
      #expect(attribute.axis == .horizontal)
    }
    for (anchor, attribute) in y {
      #expect(anchor.attribute == attribute)
      #expect(attribute.axis == .vertical)
    }
    for (anchor, attribute) in dimensions {
      #expect(anchor.attribute == attribute)
      #expect(attribute.axis == .dimension)
    }
  }

  @Test func guidesHaveAnchors() {
    let view = View("card")
    let guide = LayoutGuide("gap")
    #expect(view.layoutMarginsGuide.topAnchor.item === view.layoutMarginsGuide)
    #expect(view.safeAreaLayoutGuide.bottomAnchor.description == "card.safeArea.bottom")
    #expect(guide.widthAnchor.description == "gap.width")
  }

  @Test func positionMethodsMakeTheirRelations() {
    let a = View("a")
    let b = View("b")
    let equal = a.topAnchor.constraint(equalTo: b.bottomAnchor)
    let greater = a.leadingAnchor.constraint(greaterThanOrEqualTo: b.trailingAnchor, constant: 4)
    let less = a.centerYAnchor.constraint(lessThanOrEqualTo: b.centerYAnchor, constant: -2)
    #expect(equal.relation == .equal && equal.constant == 0 && equal.multiplier == 1)
    #expect(greater.relation == .greaterThanOrEqual && greater.constant == 4)
    #expect(less.relation == .lessThanOrEqual && less.constant == -2)
    #expect(less.secondAttribute == .centerY)
    #expect([equal, greater, less].allSatisfy { $0.priority == .required && !$0.isActive })
  }

  @Test func dimensionMethodsMakeTheirRelations() {
    let a = View("a")
    let b = View("b")
    let cases: [(LayoutConstraint, LayoutRelation, Double, Double, Bool)] = [
      (a.widthAnchor.constraint(equalTo: b.widthAnchor), .equal, 1, 0, true),
      (a.widthAnchor.constraint(equalTo: b.heightAnchor, constant: 3), .equal, 1, 3, true),
      (
        a.heightAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2, constant: 1), .equal, 2,
        1, true
      ),
      (
        a.heightAnchor.constraint(greaterThanOrEqualTo: b.heightAnchor, multiplier: 0.5),
        .greaterThanOrEqual, 0.5, 0, true
      ),
      (
        a.heightAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, constant: -1),
        .lessThanOrEqual, 1, -1, true
      ),
      (a.widthAnchor.constraint(equalToConstant: 44), .equal, 1, 44, false),
      (
        a.widthAnchor.constraint(greaterThanOrEqualToConstant: 44), .greaterThanOrEqual, 1, 44,
        false
      ),
      (a.widthAnchor.constraint(lessThanOrEqualToConstant: 44), .lessThanOrEqual, 1, 44, false),
    ]
    for (constraint, relation, multiplier, constant, hasSecond) in cases {
      #expect(constraint.relation == relation, "\(constraint)")
      #expect(constraint.multiplier == multiplier, "\(constraint)")
      #expect(constraint.constant == constant, "\(constraint)")
      #expect((constraint.secondItem != nil) == hasSecond, "\(constraint)")
    }
  }

  @Test func widthsAndHeightsCanBeRelated() {
    // A square: height == width, both dimensions.
    let engine = makePhoneEngine()
    let square = addView("square", to: engine.root)
    LayoutConstraint.activate([
      square.widthAnchor.constraint(equalTo: engine.root.widthAnchor, multiplier: 0.5),
      square.heightAnchor.constraint(equalTo: square.widthAnchor),
    ])
    expectRect(square.frame, 0, 0, 187.5, 187.5)
  }
}
