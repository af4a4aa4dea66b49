import LayoutBehaviors

/// The 502-view form: a scroll view of 166 labelled rows (a row, its label and its field) above
/// a keyboard-avoiding bottom bar with a button, on an iPhone screen (375 × 812, safe area 47 /
/// 34): root, scroll, bar, button and 3 × 166 row views.
struct Form {
  let engine: LayoutEngine
  /// `bar.bottom == root.safeArea.bottom`: the constraint the keyboard moves.
  let barBottom: LayoutConstraint
  /// The height of row 83, in the middle: changing it moves the 83 rows below.
  let middleRowHeight: LayoutConstraint
  let bar: View
  let avoider: KeyboardAvoider

  init(rows: Int = 166) {
    engine = LayoutEngine(
      size: Size(width: 375, height: 812), safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    let root = engine.root
    let scroll = View("scroll")
    bar = View("bar")
    let button = View("button")
    root.addSubview(scroll)
    root.addSubview(bar)
    bar.addSubview(button)
    barBottom = bar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor)
    var constraints: [LayoutConstraint] = [
      scroll.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scroll.bottomAnchor.constraint(equalTo: bar.topAnchor),
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 56),
      barBottom,
      button.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -16),
      button.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
      button.widthAnchor.constraint(equalToConstant: 96),
      button.heightAnchor.constraint(equalToConstant: 36),
    ]
    var previous: View? = nil
    var middle: LayoutConstraint? = nil
    for index in 0..<rows {
      let row = View("row-\(index)")
      let label = View("label-\(index)")
      let field = View("field-\(index)")
      scroll.addSubview(row)
      row.addSubview(label)
      row.addSubview(field)
      let height = row.heightAnchor.constraint(equalToConstant: 44)
      if index == rows / 2 { middle = height }
      constraints += [
        row.topAnchor.constraint(
          equalTo: previous?.bottomAnchor ?? scroll.topAnchor, constant: 8),
        row.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 16),
        row.trailingAnchor.constraint(equalTo: scroll.trailingAnchor, constant: -16),
        height,
        label.leadingAnchor.constraint(equalTo: row.leadingAnchor),
        label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        label.widthAnchor.constraint(equalToConstant: 100),
        label.heightAnchor.constraint(equalToConstant: 20),
        field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
        field.trailingAnchor.constraint(equalTo: row.trailingAnchor),
        field.topAnchor.constraint(equalTo: row.topAnchor, constant: 4),
        field.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -4),
      ]
      previous = row
    }
    LayoutConstraint.activate(constraints)
    middleRowHeight = middle!
    avoider = KeyboardAvoider(container: root, constraints: [barBottom], margin: 8)
    avoider.startAvoidingKeyboard()
  }
}
