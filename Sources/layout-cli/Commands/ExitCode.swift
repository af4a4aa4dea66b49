/// The exit statuses of `layout-cli`, from BSD's `sysexits.h` where one fits.
enum ExitCode {
  /// Success.
  static let success: Int32 = 0
  /// `check` solved the layout and found unsatisfiable constraints, constraints whose numbers
  /// are beyond the solver's range (10¹⁵), or required constraints the solved layout does not
  /// satisfy (`required-violated`); `sweep` found a failure.
  static let layoutConflicts: Int32 = 1
  /// `check --fail-on-ambiguity` found attributes that the constraints do not determine (an
  /// `ambiguous-layout` warning), and nothing that makes it exit with ``layoutConflicts``.
  static let ambiguousLayout: Int32 = 2
  /// A usage error: an unknown option or subcommand, a missing or invalid argument, or for
  /// `explain` a view or anchor the file does not have (`EX_USAGE`).
  static let usage: Int32 = 64
  /// Invalid layout data: the file, or an event given on the command line, has errors
  /// (`EX_DATAERR`).
  static let dataError: Int32 = 65
  /// The input file cannot be read (`EX_NOINPUT`).
  static let noInput: Int32 = 66
  /// An internal error (`EX_SOFTWARE`).
  static let software: Int32 = 70
  /// The output file cannot be written (`EX_CANTCREAT`).
  static let cannotCreate: Int32 = 73
  /// Standard output or standard error could not be written: a full disk, a file-size limit, a
  /// closed pipe when `SIGPIPE` is ignored (`EX_IOERR`).
  static let ioError: Int32 = 74

  /// Every status with its meaning, for `--help` and the documentation.
  static let descriptions: [(code: Int32, meaning: String)] = [
    (success, "Success."),
    (
      layoutConflicts,
      "'check' found unsatisfiable constraints, constraints out of range, or required "
        + "constraints the solution does not satisfy; 'sweep' found a failure."
    ),
    (
      ambiguousLayout,
      "'check --fail-on-ambiguity' found attributes that the constraints do not determine."
    ),
    (
      usage,
      "Usage error: an unknown option, a missing argument, an invalid --event or --samples, "
        + "or a view or anchor that 'explain' cannot find."
    ),
    (dataError, "Invalid layout data: the file or an event on the command line has errors."),
    (noInput, "The input file cannot be read."),
    (software, "Internal error."),
    (cannotCreate, "The output file cannot be written."),
    (ioError, "Standard output or standard error cannot be written."),
  ]
}
