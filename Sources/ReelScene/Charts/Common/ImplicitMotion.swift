import ReelTiming

/// A motion a chart plays by itself when the scene starts (the activity
/// chart's scroll to now, the donut's reveal): when it starts, how long it
/// takes and its timing curve. The defaults are the load animations of the iOS charts chartreel reproduces.
struct ImplicitMotion: Sendable {
    /// Seconds a scene may give for its begin and duration.
    static let seconds = 0...TimelineDecoding.maximumSeconds

    var begin = 0.0
    var duration = 0.8
    var curve = TimingCurve.easeInEaseOut

    var timing: MediaTiming { MediaTiming(begin: begin, duration: duration) }

    /// How the reference writes a curve: its plain name when it has one.
    static func curveText(_ curve: TimingCurve) -> String {
        curveName(curve).map { "`\"\($0)\"`" } ?? "a curve"
    }

    /// The name a scene gives `curve` by, if it has one.
    static func curveName(_ curve: TimingCurve) -> String? {
        TimingCurve.named.first { $0.curve == curve }?.name
    }
}
