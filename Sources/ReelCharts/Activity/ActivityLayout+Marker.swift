import ReelGeometry

extension ActivityLayout {
    /// The now marker (the timeline's `TimelineChartXAxisRenderer`): a 2 pt line
    /// over the grid from the band's bottom up into a 12×10 downward pointer
    /// above the band, and a circle of radius 6 on the band's bottom edge.
    /// Pointer and circle lie outside the data area, which is why the
    /// timeline draws them with its x axis renderer; here nothing clips them
    /// but the window. Tagged `marker`.
    func markerItems() -> DisplayItem? {
        guard let now = chart.now, chart.markerOpacity > 0 else { return nil }
        let center = x(axis.value(ofMinute: now))
        let lineTop = band.minY - Self.pointerHeight / 2
        let line = Rect(x: center - Self.markerWidth / 2, y: lineTop, width: Self.markerWidth, height: band.maxY - lineTop)
        let pointer = Path {
            $0.move(to: Point(center, band.minY))
            $0.line(to: Point(center - Self.pointerWidth / 2, band.minY - Self.pointerHeight))
            $0.line(to: Point(center + Self.pointerWidth / 2, band.minY - Self.pointerHeight))
            $0.close()
        }
        let circle = Path(circle: Point(center, band.maxY), radius: Self.circleRadius)
        let paint = Paint.solid(colors.marker)
        let items: [DisplayItem] = [.fill(line, paint), .fill(circle, paint), .fill(pointer, paint)]
        return .group(DisplayGroup(items, opacity: min(max(chart.markerOpacity, 0), 1), tag: DisplayTag(.marker, id: "marker")))
    }
}
