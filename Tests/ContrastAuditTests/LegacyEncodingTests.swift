import Foundation
import Testing

@testable import ContrastAudit

/// Objective-C and C files in a legacy encoding are read, as Clang builds them.
///
/// Provenance's emulator cores hold 45 such files (a Latin-1 `é` in a copyright line, Shift JIS
/// comments): each was an error, and the whole run exited 2. The Swift compiler and Interface
/// Builder refuse such files, so for them it is still an error.
@Suite struct LegacyEncodingTests {
  @Test func aLatin1ObjectiveCFileIsReadWithANote() throws {
    let folder = try TemporaryFolder()
    let header =
      Array("/*\n  PokeMini - Pok".utf8) + [0xE9] + Array("mon-Mini Emulator\n*/\n\n".utf8)
    let body = """
      #import "BannerView.h"

      @implementation BannerView

      - (instancetype)initWithFrame:(CGRect)frame {
          self = [super initWithFrame:frame];
          if (self) {
              self.backgroundColor = [UIColor systemBackgroundColor];
              _titleLabel = [[UILabel alloc] init];
              _titleLabel.textColor = [UIColor labelColor];
              [self addSubview:_titleLabel];
          }
          return self;
      }

      @end
      """
    try folder.write("App/BannerView.m", bytes: Data(header + Array(body.utf8)))
    try folder.write(
      "App/Cores/cz80.h",
      bytes: Data(Array("// Copyright 2004 St".utf8) + [0xE9] + Array("phane\nint x;\n".utf8)))
    let run = try EndToEndTests.run(["App", "--color", "never"], in: folder.url)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stdout.contains(
        "App/BannerView.m:2: note: the file and 1 other are not UTF-8 (Latin-1 or another legacy "
          + "encoding, which Clang builds): bytes that are not UTF-8 were read as `_`"),
      "\(run.stdout)")
    #expect(run.stdout.contains("✓ 1 pairing passes in every trait combination"), "\(run.stdout)")
  }

  @Test func aSwiftFileThatIsNotUTF8IsStillAnError() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/Menu.swift", bytes: Data(Array("// Caf".utf8) + [0xE9] + Array("\nimport UIKit\n".utf8)))
    let run = try EndToEndTests.run(["App"], in: folder.url)
    #expect(run.status == 2)
    #expect(
      run.stdout.contains("App/Menu.swift: error: the file is not valid UTF-8; it was not read"))
  }

  @Test func strayBytesAreReplacedInPlace() {
    // Latin-1 `é`, a Shift JIS pair, a truncated sequence at the end; valid `é` (C3 A9) kept.
    var bytes: [UInt8] = [0x61, 0xE9, 0x62, 0x83, 0x7D, 0xC3, 0xA9, 0x0A, 0xE2, 0x82]
    let first = ByteSearch.replaceInvalidUTF8(&bytes, with: UInt8(ascii: "_"))
    #expect(first == 1)
    #expect(bytes == [0x61, 0x5F, 0x62, 0x5F, 0x7D, 0xC3, 0xA9, 0x0A, 0x5F, 0x5F])
    var valid = Array("Pokémon".utf8)
    #expect(ByteSearch.replaceInvalidUTF8(&valid, with: UInt8(ascii: "_")) == nil)
  }
}
