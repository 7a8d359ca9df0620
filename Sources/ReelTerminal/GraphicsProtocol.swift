/// How a frame reaches the terminal: one of three image protocols, or
/// Unicode symbols in true colour for terminals without graphics.
package enum GraphicsProtocol: String, CaseIterable, Sendable {
    case kitty, iterm, sixel, symbols

    /// Whether frames are pixels the terminal scales to cells (not symbols).
    package var isGraphics: Bool { self != .symbols }
}

/// Picks a protocol from what the terminal says about itself.
///
/// The environment is read first (the terminal sets these variables and they
/// cost nothing to read); only when it names no graphics terminal is the
/// terminal asked for its primary device attributes, whose parameter 4
/// means sixel. Inside tmux or screen the multiplexer, not the outer
/// terminal, draws the screen, so only its own answer counts.
package enum ProtocolDetection {
    /// The protocol the environment names, or nil when the terminal must be asked.
    package static func fromEnvironment(_ env: [String: String]) -> GraphicsProtocol? {
        let term = env["TERM"] ?? ""
        let program = env["TERM_PROGRAM"] ?? ""
        if term == "dumb" || term.isEmpty { return .symbols }
        let multiplexed = env["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux")
        if multiplexed { return nil }
        if env["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" || term == "xterm-ghostty" || program == "ghostty" {
            return .kitty
        }
        if program == "iTerm.app" || env["LC_TERMINAL"] == "iTerm2" || program == "WezTerm" { return .iterm }
        if term.hasPrefix("mlterm") || term.hasPrefix("foot") || term.hasPrefix("yaft") || term.hasPrefix("contour") {
            return .sixel
        }
        return nil
    }

    /// The protocol a primary device attributes reply (`ESC [ ? 62 ; 4 ; 22 c`)
    /// allows: sixel when one of its parameters is 4, else symbols.
    package static func fromDeviceAttributes(_ reply: [UInt8]) -> GraphicsProtocol {
        guard let start = reply.firstIndex(of: UInt8(ascii: "?")),
              let end = reply[start...].firstIndex(of: UInt8(ascii: "c")) else { return .symbols }
        let parameters = reply[(start + 1)..<end].split(separator: UInt8(ascii: ";"))
        return parameters.contains { Array($0) == [UInt8(ascii: "4")] } ? .sixel : .symbols
    }
}
