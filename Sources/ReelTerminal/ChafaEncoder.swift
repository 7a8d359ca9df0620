import CChafa

/// Turns RGBA frames into terminal bytes with libchafa: a kitty, iTerm2 or
/// sixel image, or rows of true-colour symbols.
///
/// One encoder keeps one chafa canvas, so it draws one frame at a time:
/// give each worker its own.
package final class ChafaEncoder {
    package let kind: GraphicsProtocol
    package let columns: Int
    package let rows: Int
    private let canvas: OpaquePointer
    private let termInfo: OpaquePointer

    /// An encoder for frames shown on `columns` x `rows` cells of
    /// `cellWidth` x `cellHeight` pixels. Chafa stretches a frame over the
    /// cells, so frames should have their shape (see `FrameFit`).
    package init(kind: GraphicsProtocol, columns: Int, rows: Int, cellWidth: Int, cellHeight: Int) {
        (self.kind, self.columns, self.rows) = (kind, columns, rows)
        let config = chafa_canvas_config_new()!
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
        chafa_canvas_config_set_cell_geometry(config, Int32(cellWidth), Int32(cellHeight))
        chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
        chafa_canvas_config_set_pixel_mode(config, Self.pixelMode(kind))
        if kind == .symbols {
            let symbols = chafa_symbol_map_new()!
            defer { chafa_symbol_map_unref(symbols) }
            // Blocks, quadrants, halves and sextants: shapes, not letters, and in every terminal font.
            let tags = CHAFA_SYMBOL_TAG_SPACE.rawValue | CHAFA_SYMBOL_TAG_BLOCK.rawValue
                | CHAFA_SYMBOL_TAG_QUAD.rawValue | CHAFA_SYMBOL_TAG_HALF.rawValue | CHAFA_SYMBOL_TAG_SOLID.rawValue
            chafa_symbol_map_add_by_tags(symbols, ChafaSymbolTags(rawValue: tags))
            chafa_canvas_config_set_symbol_map(config, symbols)
            // Without a cell background colour a cell shows the terminal's own, not the chart's.
            chafa_canvas_config_set_fg_only_enabled(config, 0)
        }
        canvas = chafa_canvas_new(config)!
        // The fallback entry holds every sequence chafa knows (kitty, iTerm2, sixel,
        // direct colour); which one is used is the pixel mode's choice, made above.
        termInfo = chafa_term_db_get_fallback_info(chafa_term_db_get_default())!
    }

    deinit {
        chafa_canvas_unref(canvas)
        chafa_term_info_unref(termInfo)
    }

    private static func pixelMode(_ kind: GraphicsProtocol) -> ChafaPixelMode {
        switch kind {
        case .kitty: CHAFA_PIXEL_MODE_KITTY
        case .iterm: CHAFA_PIXEL_MODE_ITERM2
        case .sixel: CHAFA_PIXEL_MODE_SIXELS
        case .symbols: CHAFA_PIXEL_MODE_SYMBOLS
        }
    }

    /// The terminal bytes of an RGBA frame (straight alpha, rows of `width * 4` bytes).
    /// Symbols come as `rows` lines separated by newlines, without cursor moves.
    package func encode(rgba: UnsafeRawBufferPointer, width: Int, height: Int) -> [UInt8] {
        precondition(rgba.count >= width * height * 4)
        chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED,
                                     rgba.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                     Int32(width), Int32(height), Int32(width * 4))
        let printed = chafa_canvas_print(canvas, termInfo)!
        defer { cchafa_string_free(printed) }
        let count = cchafa_string_length(printed)
        return cchafa_string_bytes(printed).withMemoryRebound(to: UInt8.self, capacity: count) {
            Array(UnsafeBufferPointer(start: $0, count: count))
        }
    }
}
