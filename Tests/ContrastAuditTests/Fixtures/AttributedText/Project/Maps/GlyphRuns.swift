import CoreText
import QuartzCore
import UIKit

/// A street name laid out along a curved path: Core Text is asked only for the glyphs and their
/// advances, and the layer fills the glyph outlines with its own color.
final class GlyphRuns {
	static var uiFont = UIFont.preferredFont(forTextStyle: .subheadline)

	let runs: [CTRun]
	let rect: CGRect

	init?(withString string: NSString) {
		let attrString = NSAttributedString(string: string as String,
		                                    attributes: [NSAttributedString.Key.font: GlyphRuns.uiFont])
		let ctLine = CTLineCreateWithAttributedString(attrString)
		guard let runs = CTLineGetGlyphRuns(ctLine) as? [CTRun] else {
			return nil
		}
		self.runs = runs
		rect = CTLineGetBoundsWithOptions(ctLine, CTLineBoundsOptions.useGlyphPathBounds)
	}

	static func glyphs(of run: CTRun) -> [CGGlyph] {
		let count = CTRunGetGlyphCount(run)
		return [CGGlyph](unsafeUninitializedCapacity: count) { buffer, initializedCount in
			CTRunGetGlyphs(run, CFRangeMake(0, count), buffer.baseAddress!)
			initializedCount = count
		}
	}
}

final class GlyphLayer: CALayer {
	static var foreColor = UIColor.label
	var font: CTFont = CTFontCreateWithName("Helvetica" as CFString, 12, nil)
	var glyphs: [CGGlyph] = []
	var positions: [CGPoint] = []

	override func draw(in context: CGContext) {
		context.saveGState()
		context.setFillColor(GlyphLayer.foreColor.cgColor)
		CTFontDrawGlyphs(font, glyphs, positions, glyphs.count, context)
		context.restoreGState()
	}
}
