import ReelGeometry

extension ActivityChart {
    /// The scroll position (window in minutes of the day) and each
    /// interval's growth.
    package var explained: [DerivedValue] {
        let start = clampedWindowStart, length = clampedWindowLength
        return [DerivedValue("window", [start, start + length], note: "minutes of the day"),
                DerivedValue("axis/offset", [axis.offset], note: isRightToLeft ? "mirrored" : nil),
                DerivedValue("growth", growth(), note: "per interval, in the order given")]
    }
}
