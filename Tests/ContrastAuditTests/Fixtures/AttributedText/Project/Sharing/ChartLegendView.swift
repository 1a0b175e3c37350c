//
//  ChartLegendView.swift
//  Social
//

import UIKit

/// Class 4: the canvas is filled in `draw(_:)`, the legend drawn in a helper it calls.
final class ChartLegendView: UIView {
  private let legendAttributes: [NSAttributedString.Key: Any] = [
    .font: UIFont.systemFont(ofSize: 11),
    .foregroundColor: UIColor.darkGray,
  ]
  var entries: [String] = []

  override func draw(_ rect: CGRect) {
    UIColor.white.setFill()
    UIRectFill(rect)
    drawLegend(in: rect)
  }

  private func drawLegend(in rect: CGRect) {
    var y = rect.minY + 8
    for entry in entries {
      (entry as NSString).draw(at: CGPoint(x: 8, y: y), withAttributes: legendAttributes)
      y += 16
    }
  }
}
