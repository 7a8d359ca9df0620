/// Who a chart model is: every frame of one animation shares it, and no other
/// animation has it. A pure function of time with an identity gives the same
/// value at the same time whichever frame asks, so what is derived from its
/// samples (the fits `Follow` samples) can be kept between frames.
public final class ModelIdentity: Sendable, Hashable {
    public init() {}

    public static func == (a: ModelIdentity, b: ModelIdentity) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The chart as the timeline sets it at any time `s`, with the identity of
/// the animation it comes from.
public struct ChartModel<C> {
    public let identity: ModelIdentity
    private let chart: (Double) -> C

    /// `chart` must be a pure function of time, the same for every model
    /// given `identity`; without one, nothing is kept beyond this model.
    public init(identity: ModelIdentity = ModelIdentity(), _ chart: @escaping (Double) -> C) {
        self.identity = identity
        self.chart = chart
    }

    /// The chart at `seconds`.
    public func callAsFunction(_ seconds: Double) -> C { chart(seconds) }
}
