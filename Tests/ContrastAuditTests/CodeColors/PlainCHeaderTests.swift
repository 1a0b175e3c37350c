import Foundation
import Testing

@testable import ContrastAudit

/// A header with no Objective-C, no color and no attributed text in it is read for its
/// `#define`s alone: Provenance's emulator cores vendor 94 MB of such headers (opcode tables,
/// fonts as byte arrays, Vulkan), which were tokenized whole and took most of the run's 745 MB.
@Suite struct PlainCHeaderTests {
  static let zlibStyleHeader = """
    /* crc32.h -- tables for rapid CRC calculation
     * Generated automatically by crc32.c
     */

    #ifndef CRC32_H
    #define CRC32_H

    /**
     * @brief Updates a running CRC-32.
     * @param crc the running value
     * @return the updated value
     */
    unsigned long crc32_update(unsigned long crc, const unsigned char *buf, unsigned len);

    local const z_crc_t crc_table[1][256] = {
      {
        0x00000000UL, 0x77073096UL, 0xee0e612cUL, 0x990951baUL, 0x076dc419UL,
        0x706af48fUL, 0xe963a535UL, 0x9e6495a3UL, 0x0edb8832UL, 0x79dcb8a4UL
      }
    };

    #endif /* CRC32_H */

    """

  @Test(arguments: [
    ("Vendor/zlib/crc32.h", zlibStyleHeader, true),
    // A header of the app's own constants, in C: its defines are kept either way.
    ("App/Constants.h", "#define kBrandBlueHex 0x336699\n#define kCornerRadius 8.0\n", true),
    ("App/Constants.m", "#define kBrandBlueHex 0x336699\n", false),
    ("App/Constants.swift", "let brandBlueHex = 0x336699\n", false),
    (
      "App/ProfileCell.h",
      "#import <UIKit/UIKit.h>\n\n@interface ProfileCell : UITableViewCell\n@end\n", false
    ),
    // Without UIKit's import (a prefix header imports it for the whole target).
    (
      "App/ProfileCell.h",
      "@interface ProfileCell : UITableViewCell\n@property UILabel *name;\n@end\n", false
    ),
    ("App/Strings.h", "static NSString * const kTitle = @\"Profile\";\n", false),
    ("App/Defaults.h", "#define kDefaults @{@\"theme\": @YES}\n", false),
    ("App/Palette.h", "#define kTint [UIColor colorWithWhite:0.2 alpha:1]\n", false),
    ("App/Palette.h", "static inline CGColorRef BrandColor(void);\n", false),
    ("App/Markup.h", "NSMutableAttributedString *Markup(NSString *text);\n", false),
    // A documentation comment's `@class` reads the header whole: only the safe way is wrong.
    ("Vendor/doc.h", "/** @class Decoder decodes frames. */\nstruct Decoder;\n", false),
  ])
  func plainCHeaders(path: String, source: String, isPlain: Bool) {
    var text = source
    let found = text.withUTF8 { SourceText.isPlainCHeader(path, $0) }
    #expect(found == isPlain)
  }

  /// The app's Objective-C color is made from a hex constant of a C header: the header keeps its
  /// `#define`s, loses its tokens and bytes, and the color is read as before.
  @Test func plainHeadersKeepTheirDefinesForTheAppsColors() throws {
    let folder = try TemporaryFolder()
    try folder.write("Vendor/zlib/crc32.h", Self.zlibStyleHeader)
    try folder.write(
      "App/BrandConstants.h",
      """
      //
      //  BrandConstants.h
      //  Legacy
      //

      #ifndef BrandConstants_h
      #define BrandConstants_h

      #define kBrandBlueHex 0x336699

      #endif /* BrandConstants_h */

      """)
    try folder.write(
      "App/UIColor+Brand.m",
      """
      #import "UIColor+Brand.h"
      #import "BrandConstants.h"

      #define UIColorFromRGB(rgbValue) [UIColor colorWithRed:((float)((rgbValue & 0xFF0000) >> 16))/255.0 \\
                                                       green:((float)((rgbValue & 0x00FF00) >> 8))/255.0 \\
                                                        blue:((float)(rgbValue & 0x0000FF))/255.0 alpha:1.0]

      @implementation UIColor (Brand)

      + (UIColor *)brandBlueColor {
          return UIColorFromRGB(kBrandBlueHex);
      }

      @end

      """)
    try folder.write(
      "App/UIColor+Brand.h",
      """
      #import <UIKit/UIKit.h>

      @interface UIColor (Brand)
      + (UIColor *)brandBlueColor;
      @end

      """)
    let paths = [
      "App/BrandConstants.h", "App/UIColor+Brand.h", "App/UIColor+Brand.m", "Vendor/zlib/crc32.h",
    ]
    let stage = SourceStage(
      files: paths.map { InputFile(displayPath: $0, url: folder.url.appendingPathComponent($0)) })

    let files = Dictionary(uniqueKeysWithValues: stage.index.files.map { ($0.path, $0) })
    #expect(files["App/BrandConstants.h"]?.count == 0)
    #expect(
      files["App/BrandConstants.h"]?.macros.map(\.name) == ["BrandConstants_h", "kBrandBlueHex"])
    #expect(files["Vendor/zlib/crc32.h"]?.count == 0)
    #expect(files["App/UIColor+Brand.h"]?.count ?? 0 > 0)
    let bytes = stage.texts.map { text -> String in
      guard case .success(let bytes) = text.contents else { return "\(text.displayPath): failed" }
      return "\(text.displayPath): \(bytes.isEmpty ? "none" : "kept")"
    }
    #expect(
      bytes == [
        "App/BrandConstants.h: none", "App/UIColor+Brand.h: kept", "App/UIColor+Brand.m: kept",
        "Vendor/zlib/crc32.h: none",
      ])

    let extractor = CodeColorExtractor(index: stage.index, systemColors: [:], assetNames: [])
    let colors = extractor.extract().colors
    let brand = try #require(colors.first { $0.name == "UIColor.brandBlueColor" })
    guard case .code(let values) = brand.definition, case .color(let color, _) = values.values[0]
    else {
      Issue.record("brandBlueColor was not read: \(brand.definition)")
      return
    }
    #expect(color.hexString == "#336699FF")
  }
}
