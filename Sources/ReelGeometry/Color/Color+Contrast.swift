import Foundation

extension Color {
    /// WCAG 2 relative luminance of the colour's red, green and blue (its
    /// alpha aside): 0 black, 1 white.
    package var relativeLuminance: Double {
        func linear(_ v: Double) -> Double {
            let v = min(max(v, 0), 1)
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio of two colours (alpha aside), 1...21.
    package func contrastRatio(to other: Color) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The opaque colour this one makes painted over `bottom` (whose alpha
    /// is taken as 1), blended in sRGB as the rasteriser blends.
    package func over(_ bottom: Color) -> Color {
        let a = min(max(alpha, 0), 1)
        return Color(red: red * a + bottom.red * (1 - a), green: green * a + bottom.green * (1 - a),
                     blue: blue * a + bottom.blue * (1 - a))
    }

    /// This colour where, painted over the opaque `background`, it stands
    /// out from it by `ratio` (WCAG contrast) or more; otherwise the least
    /// mix of it (as painted) towards black or white that does: towards
    /// the side of the background's luminance it is on, or the other side
    /// where that one cannot reach `ratio` (white on a light fill). Up to
    /// 4.58, one side always can.
    package func standingOut(from background: Color, by ratio: Double) -> Color {
        let seen = over(background)
        guard seen.contrastRatio(to: background) < ratio else { return self }
        let ground = background.relativeLuminance
        let darkest = (ground + 0.05) / ratio - 0.05, lightest = (ground + 0.05) * ratio - 0.05
        let darkSide = seen.relativeLuminance <= ground
        let towardsBlack = darkSide ? darkest >= 0 || lightest > 1 : lightest > 1 && darkest >= 0
        let end = towardsBlack ? Color.black : Color.white
        func mix(_ t: Double) -> Color {
            Color(red: seen.red + (end.red - seen.red) * t, green: seen.green + (end.green - seen.green) * t,
                  blue: seen.blue + (end.blue - seen.blue) * t)
        }
        // Luminance falls (rises) steadily along the mix, so halving finds
        // the least mix that reaches the bound.
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2, luminance = mix(middle).relativeLuminance
            if towardsBlack ? luminance <= darkest : luminance >= lightest { high = middle } else { low = middle }
        }
        return mix(high)
    }
}
