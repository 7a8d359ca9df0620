/// The difference between two RGBA frames as a picture: the committed frame
/// faded to light grey for context, each changed pixel over it from dark
/// red (a small change) to yellow (the largest), so a reviewer sees where
/// an asset changed at a glance. Differences are measured as
/// `FrameDifference` measures them (premultiplied colour and alpha).
package enum DifferenceHeatMap {
    /// `width` x `height` RGBA, opaque; pixels that differ by more than
    /// `threshold` are drawn at full strength, smaller differences faintly.
    package static func image(_ committed: [UInt8], _ rendered: [UInt8], threshold: Int) -> [UInt8] {
        precondition(committed.count == rendered.count)
        var out = [UInt8](repeating: 255, count: committed.count)
        for i in stride(from: 0, to: committed.count, by: 4) {
            let difference = FrameDifference.channelDifference(committed, rendered, at: i)
            // Faded: three quarters white over the committed pixel's grey (against white).
            let alpha = Int(committed[i + 3])
            let grey = (Int(committed[i]) * 3 + Int(committed[i + 1]) * 6 + Int(committed[i + 2])) / 10
            let faded = 255 - (255 - (grey * alpha + 255 * (255 - alpha)) / 255) / 4
            guard difference > 0 else {
                (out[i], out[i + 1], out[i + 2]) = (UInt8(faded), UInt8(faded), UInt8(faded))
                continue
            }
            // Red to yellow as the change grows; below the threshold mixed half into the grey.
            let heat = (red: 160 + difference * 95 / 255, green: difference * 220 / 255, blue: 0)
            let weight = difference > threshold ? 255 : 80
            out[i] = UInt8((heat.red * weight + faded * (255 - weight)) / 255)
            out[i + 1] = UInt8((heat.green * weight + faded * (255 - weight)) / 255)
            out[i + 2] = UInt8((heat.blue * weight + faded * (255 - weight)) / 255)
        }
        return out
    }
}
