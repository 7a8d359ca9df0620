/// An animation of a scene's chart: a `BasicAnimation`, a
/// `KeyframeAnimation` or an `AnimationGroup`, as Core Animation has
/// `CABasicAnimation`, `CAKeyframeAnimation` and `CAAnimationGroup`.
///
/// Each is one entry of the scene file's `timeline`. Animations on the same
/// property stack as Core Animation's do: the last one active wins.
public protocol SceneAnimation<Chart>: Sendable {
    /// The chart type whose properties the animation drives.
    associatedtype Chart: SceneChart

    /// The animation's entry in the scene file's `timeline`, with its
    /// properties named for `chart` (the scene's chart).
    func timelineEntry(for chart: Chart) -> SceneObject
}

/// Builds a scene's animations from a list: one animation a line, with
/// `if`, `for` and `#available` as in SwiftUI's builders.
@resultBuilder
public enum AnimationBuilder<Chart: SceneChart> {
    /// One animation.
    public static func buildExpression(_ animation: some SceneAnimation<Chart>) -> [any SceneAnimation<Chart>] {
        [animation]
    }

    /// One animation.
    /// Animations made elsewhere, in order.
    public static func buildExpression(_ animations: [any SceneAnimation<Chart>]) -> [any SceneAnimation<Chart>] {
        animations
    }

    /// The animations of a block, in order.
    public static func buildBlock(_ parts: [any SceneAnimation<Chart>]...) -> [any SceneAnimation<Chart>] {
        parts.flatMap { $0 }
    }

    /// The animations of an `if` without `else`, when it holds.
    public static func buildOptional(_ part: [any SceneAnimation<Chart>]?) -> [any SceneAnimation<Chart>] {
        part ?? []
    }

    /// The animations of an `if`'s first branch.
    public static func buildEither(first part: [any SceneAnimation<Chart>]) -> [any SceneAnimation<Chart>] {
        part
    }

    /// The animations of an `if`'s other branch.
    public static func buildEither(second part: [any SceneAnimation<Chart>]) -> [any SceneAnimation<Chart>] {
        part
    }

    /// The animations of a `for` loop, iteration after iteration.
    public static func buildArray(_ parts: [[any SceneAnimation<Chart>]]) -> [any SceneAnimation<Chart>] {
        parts.flatMap { $0 }
    }

    /// The animations of an `#available` block.
    public static func buildLimitedAvailability(_ part: [any SceneAnimation<Chart>]) -> [any SceneAnimation<Chart>] {
        part
    }
}
