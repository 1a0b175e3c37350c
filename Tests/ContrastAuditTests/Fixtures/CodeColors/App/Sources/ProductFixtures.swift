import UIKit

// A test target's fixtures beside the app's colors: objects made by generated fakes, then
// copied with a few fields changed. None of them is a color, and evaluating one visits every
// field of the object.

struct Product {
    var siteID: Int64
    var productID: Int64
    var name: String
    var sku: String
    var permalink: String
    var featured: Bool

    public static func fake() -> Product {
        .init(
            siteID: .fake(),
            productID: .fake(),
            name: .fake(),
            sku: .fake(),
            permalink: .fake(),
            featured: .fake()
        )
    }

    func copy(
        siteID: Int64? = nil,
        productID: Int64? = nil,
        name: String? = nil,
        sku: String? = nil
    ) -> Product {
        Product(
            siteID: siteID ?? self.siteID,
            productID: productID ?? self.productID,
            name: name ?? self.name,
            sku: sku ?? self.sku,
            permalink: permalink,
            featured: featured
        )
    }
}

func makeProduct(name: String) -> Product {
    Product.fake().copy(name: name)
}

enum ProductListTests {
    enum Fixtures {
        static let simpleProduct = Product.fake().copy(siteID: 123, productID: 42)
        static let groupedProduct = simpleProduct.copy(name: "Grouped")
        static let productWithoutSKU = try! ProductListTests.Fixtures.groupedProduct.copy(sku: "")
        static let cap = makeProduct(name: "Cap")
        static let capWithSKU = sample().copy(sku: "CAP-1")

        static func sample() -> Product {
            makeProduct(name: "Sample")
        }
    }
}

/// A color made by a declared helper, with no type on the property: still read.
enum Swatch {
    static func make(hex: UInt32) -> UIColor {
        UIColor(
            red: CGFloat((hex >> 16) & 0xFF) / 255,
            green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255,
            alpha: 1
        )
    }

    static let highlight = Swatch.make(hex: 0xFFCC00)
}

/// A helper declared `-> Self` in an extension of a color type makes a color.
extension UIColor {
    static func halfGray() -> Self {
        Self(white: 0.5, alpha: 1)
    }

    static let divider = halfGray()
}
