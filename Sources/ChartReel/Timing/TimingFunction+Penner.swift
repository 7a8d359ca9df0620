/// The Penner curves of the Charts library (`ChartEasingOption`): in, out
/// and in-out forms of ten shapes. `chartreel ease NAME` plots any of them.
extension TimingFunction {
    /// easeInQuad: t², starts slowly.
    public static let easeInQuad = TimingFunction("easeInQuad")
    /// easeOutQuad: t², ends slowly.
    public static let easeOutQuad = TimingFunction("easeOutQuad")
    /// easeInOutQuad: t², starts and ends slowly.
    public static let easeInOutQuad = TimingFunction("easeInOutQuad")
    /// easeInCubic: t³, starts slowly.
    public static let easeInCubic = TimingFunction("easeInCubic")
    /// easeOutCubic: t³, ends slowly.
    public static let easeOutCubic = TimingFunction("easeOutCubic")
    /// easeInOutCubic: t³, starts and ends slowly.
    public static let easeInOutCubic = TimingFunction("easeInOutCubic")
    /// easeInQuart: t⁴, starts slowly.
    public static let easeInQuart = TimingFunction("easeInQuart")
    /// easeOutQuart: t⁴, ends slowly.
    public static let easeOutQuart = TimingFunction("easeOutQuart")
    /// easeInOutQuart: t⁴, starts and ends slowly.
    public static let easeInOutQuart = TimingFunction("easeInOutQuart")
    /// easeInQuint: t⁵, starts slowly.
    public static let easeInQuint = TimingFunction("easeInQuint")
    /// easeOutQuint: t⁵, ends slowly.
    public static let easeOutQuint = TimingFunction("easeOutQuint")
    /// easeInOutQuint: t⁵, starts and ends slowly.
    public static let easeInOutQuint = TimingFunction("easeInOutQuint")
    /// easeInSine: a quarter sine wave, starts slowly.
    public static let easeInSine = TimingFunction("easeInSine")
    /// easeOutSine: a quarter sine wave, ends slowly.
    public static let easeOutSine = TimingFunction("easeOutSine")
    /// easeInOutSine: a quarter sine wave, starts and ends slowly.
    public static let easeInOutSine = TimingFunction("easeInOutSine")
    /// easeInExpo: 2^(10(t − 1)), starts slowly.
    public static let easeInExpo = TimingFunction("easeInExpo")
    /// easeOutExpo: 2^(10(t − 1)), ends slowly.
    public static let easeOutExpo = TimingFunction("easeOutExpo")
    /// easeInOutExpo: 2^(10(t − 1)), starts and ends slowly.
    public static let easeInOutExpo = TimingFunction("easeInOutExpo")
    /// easeInCirc: a quarter circle, starts slowly.
    public static let easeInCirc = TimingFunction("easeInCirc")
    /// easeOutCirc: a quarter circle, ends slowly.
    public static let easeOutCirc = TimingFunction("easeOutCirc")
    /// easeInOutCirc: a quarter circle, starts and ends slowly.
    public static let easeInOutCirc = TimingFunction("easeInOutCirc")
    /// easeInElastic: a decaying sine that overshoots like a plucked string, starts slowly.
    public static let easeInElastic = TimingFunction("easeInElastic")
    /// easeOutElastic: a decaying sine that overshoots like a plucked string, ends slowly.
    public static let easeOutElastic = TimingFunction("easeOutElastic")
    /// easeInOutElastic: a decaying sine that overshoots like a plucked string, starts and ends slowly.
    public static let easeInOutElastic = TimingFunction("easeInOutElastic")
    /// easeInBack: overshoots backwards before it moves (1.70158), starts slowly.
    public static let easeInBack = TimingFunction("easeInBack")
    /// easeOutBack: overshoots backwards before it moves (1.70158), ends slowly.
    public static let easeOutBack = TimingFunction("easeOutBack")
    /// easeInOutBack: overshoots backwards before it moves (1.70158), starts and ends slowly.
    public static let easeInOutBack = TimingFunction("easeInOutBack")
    /// easeInBounce: bounces like a dropped ball, starts slowly.
    public static let easeInBounce = TimingFunction("easeInBounce")
    /// easeOutBounce: bounces like a dropped ball, ends slowly.
    public static let easeOutBounce = TimingFunction("easeOutBounce")
    /// easeInOutBounce: bounces like a dropped ball, starts and ends slowly.
    public static let easeInOutBounce = TimingFunction("easeInOutBounce")
}
