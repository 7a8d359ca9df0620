import ChartReel

/// The animation at the top of the README: a donut filling to 75 %.
public enum ReadmeAnimation {
    public static let scene = Scene(canvas: Canvas(width: 160, height: 160, fps: 25, duration: 1.6),
                                    chart: Donut(value: 75, maxValue: 100, tintColor: "orange")) {
        BasicAnimation(\.strokeEnd, from: 0, to: 1, duration: 1, timingFunction: .easeInEaseOut)
    }
}
