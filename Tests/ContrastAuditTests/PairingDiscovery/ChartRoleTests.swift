import Foundation
import Testing

@testable import ContrastAudit

/// Swift Charts: marks are graphics (3:1), axis grid lines and ticks guide the eye (measured, not
/// gated), and `.foregroundStyle(by:)` names a series, not a color.
///
/// LoopFollow (read to check) draws its glucose profile's grid in `Color(.label).opacity(0.3)`:
/// it failed as text, and its series style was read as an unresolved color.
@Suite struct ChartRoleTests {
  static let view = """
    import Charts
    import SwiftUI

    struct AGPGraphView: View {
        let points: [Double]

        var body: some View {
            Chart {
                ForEach(points.indices, id: \\.self) { index in
                    LineMark(x: .value("Hour", index), y: .value("Glucose", points[index]))
                        .foregroundStyle(by: .value("percentile", "median"))
                    PointMark(x: .value("Hour", index), y: .value("Glucose", points[index]))
                        .foregroundStyle(Color.yellow)
                }
            }
            .chartXAxis {
                AxisMarks(values: [0, 6, 12, 18, 24]) { _ in
                    AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5))
                        .foregroundStyle(Color(.label).opacity(0.3))
                    AxisValueLabel()
                }
            }
            .background(Color(.systemBackground))
        }
    }
    """

  @Test func chartMarksAndGuidesHaveTheirOwnRoles() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/AGPGraphView.swift", Self.view)
    var roles: [String: Set<Role>] = [:]
    for check in folder.audit().checks {
      roles[check.pairing.name ?? "", default: []].insert(check.pairing.role)
    }
    #expect(roles.keys.filter { $0.hasPrefix("LineMark") }.isEmpty)
    #expect(roles.first { $0.key.hasPrefix("PointMark") }?.value == [.nonText])
    #expect(roles.first { $0.key.hasPrefix("AxisGridLine") }?.value == [.decorative])
  }
}
