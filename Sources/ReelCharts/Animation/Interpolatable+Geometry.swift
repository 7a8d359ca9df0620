import ReelGeometry
import ReelTiming

/// Colours blend in OKLab with premultiplied alpha (as CSS Color 4 does): the
/// midpoint of red and green is a clear yellow-brown rather than sRGB's dark
/// muddy one, black to white passes through a perceptually middle grey, and
/// fading from `clear` does not darken the colour.
extension Color: Interpolatable {
    package var interpolationComponents: [Double] {
        let lab = oklab
        return [lab.l * alpha, lab.a * alpha, lab.b * alpha, alpha]
    }

    package init(interpolationComponents c: [Double]) {
        let alpha = min(max(c[3], 0), 1)
        guard alpha > 0 else {
            self = .clear
            return
        }
        self.init(oklab: OKLab(l: c[0] / alpha, a: c[1] / alpha, b: c[2] / alpha), alpha: alpha)
    }
}

extension Point: Interpolatable {
    package var interpolationComponents: [Double] { [x, y] }
    package init(interpolationComponents c: [Double]) { self.init(c[0], c[1]) }
}

extension Size: Interpolatable {
    package var interpolationComponents: [Double] { [width, height] }
    package init(interpolationComponents c: [Double]) { self.init(c[0], c[1]) }
}

extension ValueRange: Interpolatable {
    package var interpolationComponents: [Double] { [lower, upper] }
    package init(interpolationComponents c: [Double]) { self.init(c[0], c[1]) }
}
