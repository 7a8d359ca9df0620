/// What a fill or stroke is coloured with. Gradients join as further cases.
public enum Paint: Sendable, Hashable {
    case solid(Color)
}
