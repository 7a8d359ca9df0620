import ReelScene
import ReelRaster

/// What the workers render: a scene at the size the terminal shows it, and
/// how its frames are encoded. A new setup (resize, another scene) gets a
/// new generation, so frames of the old one are never shown.
package struct PlaySetup: Sendable {
    package var generation: Int
    /// The scene at the fitted scale, prepared for all its frames.
    package let scene: Scene
    package let fit: FrameFit
    package let kind: GraphicsProtocol
    package let fps: Int
    package let frameCount: Int

    /// Fits `scene` into `terminal` for `kind`.
    package init(scene: Scene, terminal: TerminalSize, kind: GraphicsProtocol, generation: Int = 0) throws {
        let fit = FrameFit(width: scene.canvas.width, height: scene.canvas.height, terminal: terminal, protocol: kind)
        let sized = try scene.applying(SceneOverrides(scale: fit.scale))
        let count = sized.frameCount(fps: sized.canvas.fps)
        self.scene = sized.prepared(for: 0...Double(count - 1) / Double(sized.canvas.fps))
        (self.generation, self.fit, self.kind) = (generation, fit, kind)
        (fps, frameCount) = (sized.canvas.fps, count)
    }

    /// The time of frame `index`.
    package func time(ofFrame index: Int) -> Double { Double(index) / Double(fps) }
}

/// Draws and encodes frames of one setup; one per worker thread (it owns a
/// renderer, a canvas and a chafa canvas).
package struct FrameEncoder {
    package let setup: PlaySetup
    private var renderer: FrameRenderer
    private let canvas: Canvas
    private let encoder: ChafaEncoder
    private var pixels: [UInt8]

    package init(setup: PlaySetup) throws {
        self.setup = setup
        let fit = setup.fit
        renderer = FrameRenderer(scene: setup.scene)
        canvas = try Canvas(width: fit.pixelWidth, height: fit.pixelHeight,
                            background: setup.scene.canvas.background ?? .clear)
        encoder = ChafaEncoder(kind: setup.kind, columns: fit.columns, rows: fit.rows,
                               cellWidth: fit.cellWidth, cellHeight: fit.cellHeight)
        let padded = Self.paddedSize(setup)
        pixels = [UInt8](repeating: 0, count: padded.width * padded.height * 4)
    }

    /// Chafa stretches a picture over whole cells; an image protocol's frame
    /// is padded (transparent) to whole cells instead, so it keeps its pixels.
    static func paddedSize(_ setup: PlaySetup) -> (width: Int, height: Int) {
        let fit = setup.fit
        guard setup.kind.isGraphics else { return (fit.pixelWidth, fit.pixelHeight) }
        // Sixel's bands of six rows (see `FrameFit`).
        let height = setup.kind == .sixel ? fit.rows * fit.cellHeight / 6 * 6 : fit.rows * fit.cellHeight
        return (max(fit.pixelWidth, fit.columns * fit.cellWidth), max(fit.pixelHeight, height))
    }

    /// The frame at `seconds` encoded, as chafa prints it (no cursor movement).
    package mutating func encode(at seconds: Double) throws -> [UInt8] {
        try renderer.draw(at: seconds, on: canvas)
        let padded = Self.paddedSize(setup)
        let (width, height) = (canvas.width, canvas.height)
        let rgba = canvas.rgbaBytes()
        pixels.withUnsafeMutableBytes { target in
            rgba.withUnsafeBytes { source in
                for y in 0..<height {
                    let row = UnsafeRawBufferPointer(rebasing: source[(y * width * 4)..<((y + 1) * width * 4)])
                    UnsafeMutableRawBufferPointer(rebasing: target[(y * padded.width * 4)...]).copyMemory(from: row)
                }
            }
        }
        return pixels.withUnsafeBytes { encoder.encode(rgba: $0, width: padded.width, height: padded.height) }
    }

    /// Frame `index` placed on the screen: the cursor moved to the frame's
    /// top-left cell (to each row's start, for symbols), then its bytes.
    package mutating func screenBytes(frame index: Int) throws -> [UInt8] {
        let encoded = try encode(at: setup.time(ofFrame: index))
        let fit = setup.fit
        switch setup.kind {
        case .symbols:
            var out: [UInt8] = []
            out.reserveCapacity(encoded.count + fit.rows * 12)
            for (offset, line) in encoded.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                .prefix(fit.rows).enumerated() {
                out += Array("\u{1b}[\(fit.row + offset + 1);\(fit.column + 1)H".utf8)
                out += line
            }
            return out + Array("\u{1b}[0m".utf8)
        case .kitty:
            // Kitty keeps every image it was sent: delete the last frame's as this one arrives.
            return Array("\u{1b}_Ga=d\u{1b}\\\u{1b}[\(fit.row + 1);\(fit.column + 1)H".utf8) + encoded
        case .iterm, .sixel:
            return Array("\u{1b}[\(fit.row + 1);\(fit.column + 1)H".utf8) + encoded
        }
    }
}
