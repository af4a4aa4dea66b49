import ConstraintSolver

/// Arithmetic on constants, which the grammar does not have: `root.top + 8 * 2`, `100 / 2`,
/// `b.width * 2`. Each is reported with the whole expression rewritten as a fix, when the
/// result is one valid number.
extension ConstraintExpressionParser {
  /// A run of `* n`, `/ n`, `+ n` and `- n` (each `n` a number, with an optional `-`).
  struct ArithmeticRun {
    /// The value of the run, `nil` when it is not a finite number within the solver's range.
    var result: Double?
    /// Whether the run has `+` or `-`.
    var hasSums: Bool
    /// The offset just after the run's last number.
    var end: Int
  }

  /// Whether the next token, at `position` or after the whitespace there, may start arithmetic:
  /// it is `+`, `-`, `*` or `/`, and the token after it may be a number or a `-` (its first byte
  /// is a digit, a point or `-`). An operator is followed by an anchor far more often than by a
  /// number: a look at two bytes tells them apart.
  static func mayStartArithmetic(at position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var position = position
    while position < bytes.count, isSpace(bytes[position]) { position += 1 }
    guard position < bytes.count else { return false }
    let operation = bytes[position]
    guard
      operation == UInt8(ascii: "+") || operation == UInt8(ascii: "-")
        || operation == UInt8(ascii: "*") || operation == UInt8(ascii: "/")
    else { return false }
    position += 1
    while position < bytes.count, isSpace(bytes[position]) { position += 1 }
    guard position < bytes.count else { return false }
    let byte = bytes[position]
    return isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
  }

  /// The problem of arithmetic after the number just read, at its first operator (the next
  /// token); the fix is the whole expression with the result written as one number, when there
  /// is one.
  ///
  /// - Parameters:
  ///   - number: The number just read: a constant after an anchor, with its sign, or the first
  ///     number of the right side.
  ///   - isConstant: Whether the number is a constant after an anchor (`+ 8`).
  /// - Returns: The problem, or `nil` when no number follows the operator.
  @inline(never)
  func arithmeticProblem(
    after number: ConstraintExpressionSyntax.Number, isConstant: Bool
  ) throws(Problem) -> Problem? {
    let operation = nextToken()
    guard let run = try arithmetic(after: number.value, from: operation) else { return nil }
    let written = text(number.digits.lowerBound..<run.end)
    var multiplies = false
    if !isConstant {
      let star = try lookAhead(at: run.end)
      if star.kind == .star { multiplies = try lookAhead(at: star.end).kind == .reference }
    }
    var fix = "Compute the value and write it as one number."
    if let result = run.result, !(multiplies && run.hasSums) {
      let replacement: String
      if isConstant {
        let magnitude = LayoutFileText.number(abs(result))
        replacement = result < 0 ? "- \(magnitude)" : "+ \(magnitude)"
      } else {
        replacement = LayoutFileText.number(result)
      }
      fix = "Write the result: '\(rewritten(number.offset..<run.end, as: replacement))'."
    }
    let computed = LayoutFileText.token(written)
    let kind = multiplies ? "multiplier" : "constant"
    return grammarProblem(
      { "Cannot compute '\(computed)' in \($0); a \(kind) is a single number." },
      at: operation.offset, fix: fix)
  }

  /// The run of arithmetic that starts with `operation`, applied to `value` with the usual
  /// precedence; `nil` when `operation` is not followed by a number.
  ///
  /// - Parameter onlyProducts: Whether to stop at `+` and `-`.
  func arithmetic(
    after value: Double, from operation: Token, onlyProducts: Bool = false
  ) throws(Problem) -> ArithmeticRun? {
    var sum = 0.0
    var term = value
    var hasSums = false
    var end: Int? = nil
    var operation = operation
    while true {
      let isProduct = operation.kind == .star || operation.kind == .slash
      guard isProduct || (!onlyProducts && (operation.kind == .plus || operation.kind == .minus))
      else { break }
      var operand = try lookAhead(at: operation.end)
      var sign = 1.0
      if operand.kind == .minus {
        let number = try lookAhead(at: operand.end)
        if number.kind != .end {
          sign = -1
          operand = number
        }
      }
      guard operand.kind == .number else { break }
      let value = sign * operand.value
      switch operation.kind {
      case .star: term *= value
      case .slash: term /= value
      default:
        sum += term
        term = operation.kind == .plus ? value : -value
        hasSums = true
      }
      end = operand.end
      operation = try lookAhead(at: operand.end)
    }
    guard let end else { return nil }
    let result = sum + term
    return ArithmeticRun(
      result: result.isFinite && Solver.isInRange(result) ? result : nil, hasSums: hasSums,
      end: end)
  }

  /// The problem of `*` or `/` after the anchor of the right side (`b.width * 2`): a multiplier
  /// comes before the anchor, and only widths and heights take one. The fix is the whole
  /// expression, rewritten to be valid: the factor moved before the anchor (`/ 2` as `0.5 *`),
  /// or, for a position, removed; an anchor that does not fit the left one is replaced by the
  /// left one's (`a.top == b.width * 2` becomes `a.top == b.top`).
  ///
  /// - Parameters:
  ///   - reference: The anchor of the right side; the `*` or `/` is the next token.
  ///   - first: The anchor on the left.
  @inline(never)
  func multiplierAfterAnchor(
    _ reference: ConstraintExpressionSyntax.Reference, first: ConstraintExpressionSyntax.Reference
  ) throws(Problem) -> Problem {
    let operation = nextToken()
    let anchorText = text(reference.range)
    let firstAttribute = LayoutFileDecoder.attribute(utf8: bytes.slice(first.last))
    let secondAttribute = LayoutFileDecoder.attribute(utf8: bytes.slice(reference.last))
    let isPosition = (firstAttribute ?? secondAttribute).map { $0.axis != .dimension } ?? false
    var fittingAnchor = anchorText
    if let firstAttribute, let secondAttribute,
      !LayoutFileDecoder.anchorsFit(firstAttribute, secondAttribute),
      reference.count > 1
    {
      fittingAnchor = text(reference.start..<reference.last.lowerBound) + firstAttribute.rawValue
    }
    let run = try arithmetic(after: 1, from: operation, onlyProducts: true)
    let runEnd = run?.end ?? operation.end
    let runText = text(operation.offset..<runEnd)
    let operatorText = spelling(operation)
    let anchor = LayoutFileText.token(anchorText)
    if isPosition {
      let fix: String
      if run != nil {
        fix =
          "Remove '\(LayoutFileText.token(runText))': "
          + "'\(rewritten(reference.start..<runEnd, as: fittingAnchor))'."
      } else {
        fix = "Relate it to one anchor, plus or minus a number."
      }
      let position = LayoutFileText.token(text(first.range))
      return grammarProblem(
        {
          "Unexpected '\(operatorText)' after '\(anchor)' in \($0); only widths and heights take a multiplier, and '\(position)' is a position."
        },
        at: operation.offset, fix: fix)
    }
    let fix: String
    if let factor = run?.result, factor != 0 {
      let multiplied = "\(LayoutFileText.number(factor)) * \(fittingAnchor)"
      fix = "Write the multiplier first: '\(rewritten(reference.start..<runEnd, as: multiplied))'."
    } else {
      fix = "Write the multiplier first, as in '0.5 * \(anchor)'."
    }
    return grammarProblem(
      {
        "Unexpected '\(operatorText)' after '\(anchor)' in \($0); a multiplier comes before the anchor."
      },
      at: operation.offset, fix: fix)
  }

  /// The expression with the bytes of `range` replaced, for a fix that rewrites it.
  private func rewritten(_ range: Range<Int>, as replacement: String) -> String {
    LayoutFileText.expression(
      text(0..<range.lowerBound) + replacement + text(range.upperBound..<bytes.count))
  }
}
