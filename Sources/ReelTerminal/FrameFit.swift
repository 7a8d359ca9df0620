/// The terminal's size: cells, and pixels where the terminal reports them.
package struct TerminalSize: Sendable, Hashable {
    package var columns: Int
    package var rows: Int
    /// The text area in pixels; 0 when the terminal does not say (tmux, most ptys).
    package var pixelWidth: Int
    package var pixelHeight: Int

    package init(columns: Int, rows: Int, pixelWidth: Int = 0, pixelHeight: Int = 0) {
        (self.columns, self.rows, self.pixelWidth, self.pixelHeight) = (columns, rows, pixelWidth, pixelHeight)
    }

    /// One cell in pixels: measured when the terminal reports pixels, else
    /// 10x20, the usual one-to-two shape of a terminal font.
    package var cellSize: (width: Int, height: Int) {
        guard pixelWidth >= columns, pixelHeight >= rows, columns > 0, rows > 0 else { return (10, 20) }
        return (pixelWidth / columns, pixelHeight / rows)
    }
}

/// Where and how large a frame is shown: the scene fitted into the terminal
/// (all rows but the status line), its aspect ratio kept.
package struct FrameFit: Sendable, Hashable {
    /// Pixels per scene point to render at.
    package var scale: Double
    /// The rendered frame in pixels.
    package var pixelWidth: Int
    package var pixelHeight: Int
    /// The cells the frame covers, and its top-left cell (0-based).
    package var columns: Int
    package var rows: Int
    package var column: Int
    package var row: Int
    /// One cell in pixels, as the encoder is told.
    package var cellWidth: Int
    package var cellHeight: Int

    /// Symbols show a cell as a few sub-cell blocks: four pixels across and
    /// eight down per cell are more than chafa's symbols resolve, and
    /// rendering more would only cost time.
    static let symbolPixels = (width: 4, height: 8)

    /// Fits a `width` x `height` point canvas into `terminal`, leaving its last row for the status line.
    package init(width: Double, height: Double, terminal: TerminalSize, protocol kind: GraphicsProtocol) {
        let cell = terminal.cellSize
        let areaColumns = max(terminal.columns, 1)
        let areaRows = max(terminal.rows - 1, 1)
        // The largest scale at which the canvas, in the terminal's pixels, fits the area.
        let fitScale = min(Double(areaColumns * cell.width) / width, Double(areaRows * cell.height) / height)
        let shownWidth = width * fitScale, shownHeight = height * fitScale
        columns = min(areaColumns, max(1, Int((shownWidth / Double(cell.width)).rounded(.up))))
        rows = min(areaRows, max(1, Int((shownHeight / Double(cell.height)).rounded(.up))))
        if kind.isGraphics {
            scale = fitScale
            (cellWidth, cellHeight) = cell
        } else {
            // Chafa stretches the picture over the cells; render it at the cells' symbol resolution.
            let pixels = Self.symbolPixels
            scale = fitScale * Double(pixels.width) / Double(cell.width)
            (cellWidth, cellHeight) = pixels
        }
        pixelWidth = max(1, Int((width * scale).rounded()))
        pixelHeight = max(1, Int((height * scale).rounded()))
        column = 0
        row = 0
        if kind == .sixel { fitSixelBands(width: width, height: height, areaRows: areaRows) }
        column = (areaColumns - columns) / 2
        row = (areaRows - rows) / 2
    }

    /// Chafa draws sixels in whole bands of six pixel rows and stretches the
    /// frame over them: take another row of cells, or scale down, so the
    /// frame fits the bands and is never stretched.
    private mutating func fitSixelBands(width: Double, height: Double, areaRows: Int) {
        let cellHeight = self.cellHeight
        let bands = { (rows: Int) in rows * cellHeight / 6 * 6 }
        if pixelHeight > bands(rows), rows < areaRows { rows += 1 }
        guard pixelHeight > bands(rows) else { return }
        scale = Double(bands(rows)) / height
        pixelWidth = max(1, Int((width * scale).rounded()))
        pixelHeight = max(1, Int((height * scale).rounded()))
    }
}
