extension Int {
    /// `value` as a whole number, clamped to ±2^53 (beyond which a Double
    /// holds no fractions anyway) and 0 for NaN: `Int(_:)` traps on
    /// infinities, NaN and anything out of range, and layout code meets all
    /// three when a value has been driven far past the screen.
    @inlinable
    package init(saturating value: Double) {
        guard !value.isNaN else { self = 0; return }
        self = Int(Swift.min(Swift.max(value, -9_007_199_254_740_992), 9_007_199_254_740_992))
    }
}
