/// The smallest scene of each chart type that renders something worth
/// editing (`chartreel init --type`): a canvas, the chart with the keys
/// one changes first, and one track. A test renders each.
enum StarterScenes {
    static let scenes: [String: String] = [
        "donut": """
            {
              "$schema": "scene.schema.json",
              "canvas": { "width": 240, "height": 240, "fps": 30, "duration": 2 },
              "chart": {
                "type": "donut",
                "value": 72,
                "maxValue": 100,
                "tintColor": "systemBlue",
                "label": { "format": "{percent}%" },
                "animated": false
              },
              "timeline": [
                { "property": "chart.strokeEnd", "from": 0, "to": 1, "duration": 1.5, "curve": "easeInEaseOut" }
              ]
            }
            """,
        "line": """
            {
              "$schema": "scene.schema.json",
              "canvas": { "width": 480, "height": 270, "fps": 30, "duration": 2.5 },
              "chart": {
                "type": "line",
                "x": ["2024-01-01", "2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05"],
                "series": [{ "id": "users", "name": "Users", "y": [120, 150, 140, 190, 230], "color": "systemBlue" }]
              },
              "timeline": [
                { "property": "chart.strokeEnd", "from": 0, "to": 1, "duration": 2, "curve": "easeInEaseOut" }
              ]
            }
            """,
        "shapes": """
            {
              "$schema": "scene.schema.json",
              "canvas": { "width": 320, "height": 200, "fps": 30, "duration": 1.5 },
              "chart": {
                "type": "shapes",
                "layers": [
                  { "id": "box", "rect": [30, 50, 120, 100], "fill": "systemBlue" },
                  { "id": "ring", "circle": { "center": [230, 100], "radius": 50 }, "stroke": "systemOrange", "lineWidth": 8 }
                ]
              },
              "timeline": [
                { "property": "chart.ring.strokeEnd", "from": 0, "to": 1, "duration": 1, "curve": "easeOut" }
              ]
            }
            """,
        "telegram": """
            {
              "$schema": "scene.schema.json",
              "canvas": { "width": 375, "height": 420, "fps": 30, "duration": 2 },
              "chart": {
                "type": "telegram",
                "title": "Followers",
                "data": {
                  "columns": [
                    ["x", 1542412800000, 1542499200000, 1542585600000, 1542672000000, 1542758400000, 1542844800000],
                    ["y0", 37, 20, 32, 39, 32, 35],
                    ["y1", 22, 12, 30, 40, 33, 23]
                  ],
                  "types": { "x": "x", "y0": "line", "y1": "line" },
                  "names": { "y0": "Joined", "y1": "Left" },
                  "colors": { "y0": "#3DC23F", "y1": "#F34C44" }
                }
              },
              "timeline": [
                { "property": "chart.strokeEnd", "from": 0, "to": 1, "duration": 1.5, "curve": "easeInEaseOut" }
              ]
            }
            """,
        "activity": """
            {
              "$schema": "scene.schema.json",
              "canvas": { "width": 375, "height": 120, "fps": 30, "duration": 2 },
              "chart": {
                "type": "activity",
                "intervals": [
                  { "start": "7:10", "end": "7:45", "type": "active" },
                  { "start": "8:00", "end": "8:40", "type": "block" },
                  { "start": "8:40", "end": "8:55", "type": "overtime" }
                ],
                "windowStart": "7:00",
                "now": "8:55"
              },
              "timeline": [
                { "property": "chart.grow", "from": 0, "to": 1, "duration": 1.2, "curve": "easeOut" }
              ]
            }
            """,
    ]
}
