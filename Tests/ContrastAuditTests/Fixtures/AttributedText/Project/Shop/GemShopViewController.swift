import UIKit

/// Habitica's gem shop: the header's labels are found by their tags and recolored per theme.
class GemShopViewController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "GemsHeader", for: indexPath)
        if let listLabel = view.viewWithTag(4) as? UILabel {
            listLabel.textColor = UIColor.secondaryLabel
        }
        if let imageView = view.viewWithTag(7) as? UIImageView {
            imageView.tintColor = .systemPurple
        }
        return view
    }
}
