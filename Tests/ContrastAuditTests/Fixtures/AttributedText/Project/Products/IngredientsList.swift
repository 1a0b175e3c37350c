import UIKit

/// A product's ingredients, styled by the row cell.
final class IngredientsList {
    let cell = IngredientsRowCell()

    func styles(compact: Bool) -> [Any] {
        [cell.allergenAttributes(compact: compact), cell.traceAttributes(compact: compact)]
    }
}
