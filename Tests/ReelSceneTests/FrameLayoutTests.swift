import Foundation
import ReelGeometry
import Testing

@testable import ReelScene

/// `frame --layout`: the roles and ids the line, donut, Telegram, shapes and
/// activity charts give their items, stable from frame to frame, with bounds on the canvas, and the
/// JSON document's shape.
@Suite struct FrameLayoutTests {
    /// Presets whose charts tag every item, with times across their animations.
    static let tagged: [(String, [Double])] = [
        ("line-gradient-reveal", [0, 1.2, 3.5]), ("line-rtl", [1.2, 3.5]), ("multi-line-popup", [0.5, 2, 4]),
        ("line-smooth-area", [0.5, 2, 5]), ("donut-progress", [0, 0.5, 1.5]), ("donut-spring", [0.3, 1]),
        ("telegram-followers", [1.3, 6.5, 10.5]), ("telegram-night", [4.5]), ("telegram-four-lines", [5]),
        ("contest-two-axes", [1.1, 5.5]), ("contest-single-bar", [4.5]), ("contest-stacked-bars", [1.1, 5.5]),
        ("contest-percentage-area", [1.3, 6.5, 11.7]), ("contest-day-zoom", [1.2, 4.1, 6, 10.8]),
        ("shapes-gradient-line", [0.35, 1.75]), ("device-activity", [0.2, 1.5, 3.5, 5.3]),
        ("device-activity-rtl", [0.2, 1.5, 3.5, 5.3]),
    ]

    static let roles = Set(DisplayTag.Role.allCases.map(\.rawValue))

    static func layout(_ preset: String, at seconds: Double) throws -> FrameLayout {
        let scene = try MirrorFrames.scene(preset)
        return FrameRenderer(scene: scene).layout(at: min(seconds, scene.canvas.duration))
    }

    @Test(arguments: tagged)
    func everyItemHasARoleAndAnIdOnce(_ preset: String, _ times: [Double]) throws {
        for t in times {
            let layout = try Self.layout(preset, at: t)
            #expect(!layout.items.isEmpty)
            for item in layout.items {
                #expect(Self.roles.contains(item.role), "\(preset) at \(t): \(item.id) has role \(item.role)")
                // A zoom's detail lists its items under `detail/`.
                let own = item.id.hasPrefix("detail/") ? String(item.id.dropFirst("detail/".count)) : item.id
                #expect(own.hasPrefix(item.role == "series" ? "series/" : "") && !own.isEmpty)
            }
            let ids = layout.items.map(\.id)
            #expect(Set(ids).count == ids.count, "\(preset) at \(t): an id is used twice")
        }
    }

    /// What stays on screen from one frame to the next keeps its id: the
    /// series, grid lines and labels of a frame are found again 1/60 s later.
    @Test(arguments: tagged)
    func idsAreStableBetweenConsecutiveFrames(_ preset: String, _ times: [Double]) throws {
        for t in times {
            let now = try Self.layout(preset, at: t), next = try Self.layout(preset, at: t + 1.0 / 60)
            let lasting = Set(next.items.map(\.id))
            for item in now.items where ["series", "grid", "axis", "track", "plot"].contains(item.role) && item.mark != "dot" {
                #expect(lasting.contains(item.id), "\(preset): \(item.id) at \(t) s is gone 1/60 s later")
            }
        }
    }

    @Test(arguments: tagged)
    func boundsAreInsideTheCanvas(_ preset: String, _ times: [Double]) throws {
        for t in times {
            let layout = try Self.layout(preset, at: t)
            for item in layout.items {
                guard let b = item.bounds else { #expect(item.opacity == 0); continue }
                #expect(b.minX >= 0 && b.minY >= 0 && b.maxX <= layout.canvas.width + 1e-9 && b.maxY <= layout.canvas.height + 1e-9,
                        "\(preset) at \(t): \(item.id) at \(b)")
                #expect((0...1).contains(item.opacity))
            }
        }
    }

    /// A y label carries its tick value and axis, and its id is made of them.
    @Test func yLabelsCarryTheirValue() throws {
        let layout = try Self.layout("multi-line-popup", at: 2)
        let labels = layout.items.filter { $0.role == "y-label" }
        #expect(labels.count >= 3)
        for label in labels {
            let value = try #require(label.value)
            #expect(label.axis == 0)
            #expect(label.id == "y-label/0/\(DisplayTag.idNumber(value))")
            #expect(Double(try #require(label.text)) == value)
        }
        #expect(layout.plots.count == 1)
        let plot = try #require(layout.plots.first)
        // Labels sit left of the plot, at the height of their grid line.
        for label in labels {
            let b = try #require(label.bounds)
            #expect(b.maxX <= plot.minX)
            let grid = try #require(layout.items.first { $0.id == "grid/y/\(DisplayTag.idNumber(label.value!))" }?.bounds)
            #expect(abs(b.center.y - grid.center.y) < 2, "\(label.id)")
        }
    }

    /// The contest chart's parts carry their own tags: each stack layer is
    /// its series' bar or area, each mini map series is listed under
    /// `minimap/series/`, each indicator ring is a marker, and a zoom's
    /// detail lists its items under `detail/` while it fades in over the
    /// overview.
    @Test func telegramPartsAreTagged() throws {
        let bars = try Self.layout("contest-stacked-bars", at: 5.5).items
        #expect(bars.contains { $0.role == "series" && $0.mark == "bar" && $0.id == "series/\($0.series ?? "")/bar" })
        #expect(bars.contains { $0.role == "minimap" && $0.id == "minimap/series/\($0.series ?? "")" && $0.mark == "bar" })
        let areas = try Self.layout("contest-percentage-area", at: 1.3).items
        #expect(areas.contains { $0.role == "series" && $0.mark == "area" })
        let zoom = try Self.layout("contest-day-zoom", at: 4.0).items
        let ids = Set(zoom.map(\.id))
        for series in ["y0", "y1"] {
            #expect(ids.isSuperset(of: ["series/\(series)/line", "detail/series/\(series)/line", "minimap/series/\(series)",
                                        "detail/minimap/series/\(series)"]))
            #expect(zoom.first { $0.id == "indicator/\(series)" }?.role == "marker")
        }
    }

    /// The activity chart: its bars are series of their kinds, its grid
    /// lines and time labels carry the time of day (the same both ways, so
    /// a right-to-left chart's ids read as a left-to-right one's), the marker
    /// and each kind in the legend are listed.
    @Test(arguments: ["device-activity", "device-activity-rtl"])
    func activityItemsSayWhatTheyAre(_ preset: String) throws {
        let layout = try Self.layout(preset, at: 5.3)
        let roles = Set(layout.items.map(\.role))
        #expect(roles == ["background", "plot", "series", "grid", "x-label", "marker", "legend"], "\(roles)")
        let bars = layout.items.filter { $0.role == "series" }
        #expect(bars.allSatisfy { $0.mark == "bar" && $0.id.hasPrefix("series/\($0.series ?? "")/bar/") })
        #expect(Set(bars.compactMap(\.series)).isSubset(of: ["active", "additionalTime", "overtime", "block"]))
        let labels = layout.items.filter { $0.role == "x-label" }
        #expect(!labels.isEmpty)
        for label in labels {
            let minutes = try #require(label.value)
            #expect((0...1440).contains(minutes) && label.id == "x-label/\(DisplayTag.idNumber(minutes))")
        }
        for line in layout.items where line.role == "grid" {
            let minutes = try #require(line.value)
            #expect((0...1440).contains(minutes) && minutes.truncatingRemainder(dividingBy: 15) == 0, "\(line.id)")
        }
        // Now is 14:20, the window ends there: 14:15 is in view, labelled the
        // same way in both directions.
        #expect(labels.contains { $0.id == "x-label/855" })
        #expect(layout.items.filter { $0.role == "legend" }.map(\.id).sorted()
                == ["legend/active", "legend/additionalTime", "legend/block", "legend/overtime"])
        #expect(layout.plots.count == 1)
    }

    /// A line before its reveal is still listed, with nothing drawn.
    @Test func anItemThatDrawsNothingIsListedEmpty() throws {
        let layout = try Self.layout("line-gradient-reveal", at: 0)
        let line = try #require(layout.items.first { $0.id == "series/line/line" })
        #expect(line.bounds == nil && line.opacity == 0)
        #expect(try Self.layout("line-gradient-reveal", at: 3.5).items.first { $0.id == "series/line/line" }?.opacity == 1)
    }

    @Test func theJSONHasTheDocumentedShape() throws {
        let json = try Self.layout("line-gradient-reveal", at: 3.5).json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect((object["canvas"] as? [Double])?.count == 2)
        let charts = try #require(object["charts"] as? [[String: Any]])
        #expect((charts.first?["plot"] as? [Double])?.count == 4)
        let items = try #require(object["items"] as? [[String: Any]])
        let allowed: Set<String> = ["id", "role", "series", "mark", "text", "value", "axis", "opacity", "bounds"]
        for item in items {
            #expect(Set(item.keys).isSubset(of: allowed))
            #expect(item["id"] is String && item["role"] is String && item["opacity"] is Double)
            #expect((item["bounds"] as? [Double])?.count == 4)
        }
        #expect(items.contains { $0["role"] as? String == "series" && $0["series"] as? String == "line" && $0["mark"] as? String == "line" })
        #expect(items.contains { $0["role"] as? String == "bubble" })
    }

    @Test func numbersAreWrittenShort() {
        #expect(FrameLayout.number(2500) == "2500")
        #expect(FrameLayout.number(0.5) == "0.5")
        #expect(FrameLayout.number(1.23456) == "1.235")
        #expect(FrameLayout.number(-0.0001) == "0")
        #expect(FrameLayout.number(.nan) == "0")
    }
}
