import Foundation
import Testing

@testable import ContrastAudit

@Suite struct SuggestOKLabTests {
  @Test func whiteIsLightnessOneWithoutChroma() {
    let white = OKLab(.white)
    #expect(abs(white.L - 1) < 1e-7)
    #expect(abs(white.a) < 1e-7)
    #expect(abs(white.b) < 1e-7)
    let black = OKLab(.black)
    #expect(black.L == 0 && black.a == 0 && black.b == 0)
  }

  /// CSS Color 4's published OKLab values of the sRGB primaries (`red` is
  /// `oklab(62.796% 0.22486 0.12585)`, `lime` `oklab(86.644% -0.23389 0.1795)`, `blue`
  /// `oklab(45.201% -0.03246 -0.31153)`).
  @Test(arguments: [
    (RGBA(red: 1, green: 0, blue: 0), 0.62796, 0.22486, 0.12585),
    (RGBA(red: 0, green: 1, blue: 0), 0.86644, -0.23389, 0.17950),
    (RGBA(red: 0, green: 0, blue: 1), 0.45201, -0.03246, -0.31153),
  ])
  func sRGBPrimaries(color: RGBA, L: Double, a: Double, b: Double) {
    let lab = OKLab(color)
    #expect(abs(lab.L - L) < 2e-4)
    #expect(abs(lab.a - a) < 2e-4)
    #expect(abs(lab.b - b) < 2e-4)
  }

  @Test func primariesInPolarForm() {
    let red = OKLCH(RGBA(red: 1, green: 0, blue: 0))
    #expect(abs(red.C - 0.25768) < 2e-4)
    #expect(abs(red.h - 29.23) < 0.05)
    let blue = OKLCH(RGBA(red: 0, green: 0, blue: 1))
    #expect(abs(blue.C - 0.31321) < 2e-4)
    #expect(abs(blue.h - 264.05) < 0.05)
  }

  /// Ottosson's table of XYZ (D65) inputs and their OKLab values, three decimals.
  @Test(arguments: [
    ([0.950, 1.000, 1.089], [1.000, 0.000, 0.000]),
    ([1.000, 0.000, 0.000], [0.450, 1.236, -0.019]),
    ([0.000, 1.000, 0.000], [0.922, -0.671, 0.263]),
    ([0.000, 0.000, 1.000], [0.153, -1.415, -0.449]),
  ])
  func ottossonXYZTable(xyz: [Double], expected: [Double]) {
    // XYZ (D65) to linear sRGB, IEC 61966-2-1 / CSS Color 4.
    let m: [[Double]] = [
      [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
      [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
      [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]
    let linear = m.map { row in zip(row, xyz).reduce(0) { $0 + $1.0 * $1.1 } }
    let lab = OKLab(linearRed: linear[0], green: linear[1], blue: linear[2])
    #expect(abs(lab.L - expected[0]) < 2e-3)
    #expect(abs(lab.a - expected[1]) < 2e-3)
    #expect(abs(lab.b - expected[2]) < 2e-3)
  }

  @Test func roundTripIsExactToFloatPrecision() {
    var generator = SeededGenerator(seed: 0x0C1A_B5EE)
    for _ in 0..<2000 {
      let color = RGBA(
        red: Double.random(in: -0.2...1.2, using: &generator),
        green: Double.random(in: -0.2...1.2, using: &generator),
        blue: Double.random(in: -0.2...1.2, using: &generator))
      let back = OKLab(color).rgba()
      #expect(abs(back.red - color.red) < 1e-9)
      #expect(abs(back.green - color.green) < 1e-9)
      #expect(abs(back.blue - color.blue) < 1e-9)
      let polar = OKLab(color).lch.lab
      #expect(abs(polar.a - OKLab(color).a) < 1e-12 && abs(polar.b - OKLab(color).b) < 1e-12)
    }
  }

  @Test func hueDistanceWrapsAround() {
    #expect(OKLCH.hueDistance(359, 1) == 2)
    #expect(OKLCH.hueDistance(10, 190) == 180)
  }
}

/// SplitMix64: a small, seeded, platform-independent random number generator for tests.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
