import Testing

@testable import LayoutBehaviors

/// Layouts whose frames are known by hand (each comment gives the arithmetic).
@Suite struct KnownLayoutTests {
  @Test func pinningToTheSafeArea() {
    // An iPhone 13-like root (375 × 812) with 47 / 34 insets: the safe area is
    // (0, 47, 375, 812 − 47 − 34 = 731).
    let engine = makePhoneEngine()
    let root = engine.root
    let content = addView("content", to: root)
    let safe = root.safeAreaLayoutGuide
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: safe.topAnchor),
      content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
    ])
    expectRect(content.frame, 0, 47, 375, 731)
    expectRect(safe.layoutFrame, 0, 47, 375, 731)
    expectRect(root.frame, 0, 0, 375, 812)
    #expect(engine.brokenConstraints.isEmpty)
  }

  @Test func centering() {
    // A 100 × 40 badge centered in the root: x = (375 − 100) / 2, y = (812 − 40) / 2.
    let engine = makePhoneEngine()
    let badge = addView("badge", to: engine.root)
    LayoutConstraint.activate([
      badge.centerXAnchor.constraint(equalTo: engine.root.centerXAnchor),
      badge.centerYAnchor.constraint(equalTo: engine.root.centerYAnchor),
      badge.widthAnchor.constraint(equalToConstant: 100),
      badge.heightAnchor.constraint(equalToConstant: 40),
    ])
    expectRect(badge.frame, 137.5, 386, 100, 40)
  }

  @Test func centeringWithAnOffset() {
    // centerY == root.centerY − 100 moves the center from 406 to 306.
    let engine = makePhoneEngine()
    let badge = addView("badge", to: engine.root)
    LayoutConstraint.activate([
      badge.centerXAnchor.constraint(equalTo: engine.root.centerXAnchor, constant: 10),
      badge.centerYAnchor.constraint(equalTo: engine.root.centerYAnchor, constant: -100),
      badge.widthAnchor.constraint(equalToConstant: 50),
      badge.heightAnchor.constraint(equalToConstant: 50),
    ])
    expectRect(badge.frame, 172.5, 281, 50, 50)
  }

  @Test func aspectRatioViaMultiplier() {
    // A 16:9 photo spanning the width inside 16-point insets: width 343, height 343 × 9 / 16.
    let engine = makePhoneEngine()
    let root = engine.root
    let photo = addView("photo", to: root)
    LayoutConstraint.activate([
      photo.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      photo.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      photo.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: 9.0 / 16),
    ])
    expectRect(photo.frame, 16, 47, 343, 343 * 9 / 16)
  }

  @Test func aspectRatioWithAConstant() {
    // height == 0.5 × width + 10 with width 200: height 110.
    let engine = makePhoneEngine()
    let card = addView("card", to: engine.root)
    LayoutConstraint.activate([
      card.leftAnchor.constraint(equalTo: engine.root.leftAnchor),
      card.topAnchor.constraint(equalTo: engine.root.topAnchor),
      card.widthAnchor.constraint(equalToConstant: 200),
      card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5, constant: 10),
    ])
    expectRect(card.frame, 0, 0, 200, 110)
  }

  @Test func equalWidths() {
    // Two columns with a 10-point gap and 20-point insets share 375 − 40 − 10 = 325 equally.
    let engine = makePhoneEngine()
    let root = engine.root
    let left = addView("left", to: root)
    let right = addView("right", to: root)
    LayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 10),
      right.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      left.widthAnchor.constraint(equalTo: right.widthAnchor),
      left.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      right.topAnchor.constraint(equalTo: left.topAnchor),
      left.heightAnchor.constraint(equalToConstant: 80),
      right.heightAnchor.constraint(equalTo: left.heightAnchor),
    ])
    expectRect(left.frame, 20, 100, 162.5, 80)
    expectRect(right.frame, 192.5, 100, 162.5, 80)
  }

  @Test func leadingAndTrailingUnderRightToLeft() {
    // The same constraints in both directions: under right-to-left the icon sits at the right
    // (its right edge 16 points from the root's) and the label follows it leftward.
    func layout(_ direction: LayoutDirection) -> (icon: Rect, label: Rect) {
      let engine = makePhoneEngine(direction: direction)
      let root = engine.root
      let icon = addView("icon", to: root)
      let label = addView("label", to: root)
      LayoutConstraint.activate([
        icon.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        icon.widthAnchor.constraint(equalToConstant: 24),
        icon.heightAnchor.constraint(equalToConstant: 24),
        icon.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
        label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
        label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        label.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
        label.heightAnchor.constraint(equalToConstant: 20),
      ])
      return (icon.frame, label.frame)
    }
    let ltr = layout(.leftToRight)
    expectRect(ltr.icon, 16, 60, 24, 24)
    expectRect(ltr.label, 48, 62, 311, 20)
    let rtl = layout(.rightToLeft)
    expectRect(rtl.icon, 375 - 16 - 24, 60, 24, 24)
    expectRect(rtl.label, 16, 62, 311, 20)
  }

  @Test func leftAndRightIgnoreTheDirection() {
    let engine = makePhoneEngine(direction: .rightToLeft)
    let box = addView("box", to: engine.root)
    LayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: engine.root.leftAnchor, constant: 10),
      box.rightAnchor.constraint(equalTo: engine.root.centerXAnchor),
      box.topAnchor.constraint(equalTo: engine.root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    expectRect(box.frame, 10, 0, 177.5, 10)
  }

  @Test func intrinsicSizeWithHuggingAndCompressionCompeting() {
    // Two labels in a 200-point row: 'title' wants 150, 'value' wants 120 (270 in all). The
    // value label resists compression more (751 > 750), so the title gives way: 200 − 120 = 80.
    let engine = makePhoneEngine()
    let root = engine.root
    let row = addView("row", to: root)
    let title = addView("title", to: row)
    let value = addView("value", to: row)
    title.intrinsicContentSize = IntrinsicContentSize(width: 150, height: 20)
    value.intrinsicContentSize = IntrinsicContentSize(width: 120, height: 20)
    value.setContentCompressionResistancePriority(751, for: .horizontal)
    LayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      row.topAnchor.constraint(equalTo: root.topAnchor),
      row.widthAnchor.constraint(equalToConstant: 200),
      row.heightAnchor.constraint(equalToConstant: 20),
      title.leadingAnchor.constraint(equalTo: row.leadingAnchor),
      value.leadingAnchor.constraint(equalTo: title.trailingAnchor),
      value.trailingAnchor.constraint(equalTo: row.trailingAnchor),
      title.topAnchor.constraint(equalTo: row.topAnchor),
      value.topAnchor.constraint(equalTo: row.topAnchor),
    ])
    expectRect(title.frame, 0, 0, 80, 20)
    expectRect(value.frame, 80, 0, 120, 20)

    // In a 400-point row both must grow by 130 in all; the value label hugs harder (251 > 250),
    // so the title takes the extra space: 400 − 120 = 280.
    engine.constraints.first { $0.firstItem === row && $0.firstAttribute == .width }!.constant = 400
    value.setContentHuggingPriority(251, for: .horizontal)
    expectRect(title.frame, 0, 0, 280, 20)
    expectRect(value.frame, 280, 0, 120, 20)
  }

  @Test func margins() {
    // A card 20 points from the safe area's edges; its content follows the card's margins
    // (8 by default, then 16 on the left).
    let engine = makePhoneEngine()
    let root = engine.root
    let card = addView("card", to: root)
    let text = addView("text", to: card)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
      card.heightAnchor.constraint(equalToConstant: 200),
      text.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
      text.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
      text.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
    ])
    expectRect(card.frame, 8, 67, 359, 200)
    expectRect(text.frame, 8, 8, 343, 184)
    expectRect(text.frameInRoot, 16, 75, 343, 184)
    expectRect(card.layoutMarginsGuide.layoutFrame, 8, 8, 343, 184)

    card.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 8)
    expectRect(text.frame, 16, 8, 335, 184)
  }

  @Test func guidesAsSpacers() {
    // Three 60-point buttons spread with equal gaps: two spacer guides of equal width between
    // them, and the outer buttons 20 points from the edges: gaps (375 − 40 − 180) / 2 = 77.5.
    let engine = makePhoneEngine()
    let root = engine.root
    let buttons = ["a", "b", "c"].map { addView($0, to: root) }
    let gaps = [LayoutGuide("gap1"), LayoutGuide("gap2")]
    for gap in gaps { root.addLayoutGuide(gap) }
    var constraints = [
      buttons[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      buttons[2].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      gaps[0].widthAnchor.constraint(equalTo: gaps[1].widthAnchor),
    ]
    for (index, gap) in gaps.enumerated() {
      constraints += [
        gap.leadingAnchor.constraint(equalTo: buttons[index].trailingAnchor),
        buttons[index + 1].leadingAnchor.constraint(equalTo: gap.trailingAnchor),
        gap.topAnchor.constraint(equalTo: root.topAnchor),
        gap.heightAnchor.constraint(equalToConstant: 1),
      ]
    }
    for button in buttons {
      constraints += [
        button.widthAnchor.constraint(equalToConstant: 60),
        button.heightAnchor.constraint(equalToConstant: 44),
        button.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
      ]
    }
    LayoutConstraint.activate(constraints)
    expectRect(buttons[0].frame, 20, 734, 60, 44)
    expectRect(buttons[1].frame, 157.5, 734, 60, 44)
    expectRect(buttons[2].frame, 295, 734, 60, 44)
    expectRect(gaps[0].layoutFrame, 80, 0, 77.5, 1)
    expectRect(gaps[1].layoutFrame, 217.5, 0, 77.5, 1)
  }
}
