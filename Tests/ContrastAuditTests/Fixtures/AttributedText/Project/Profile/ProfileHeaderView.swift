//
//  ProfileHeaderView.swift
//  Social
//

import UIKit

final class ProfileHeaderView: UIView {
  private let formatter = ProfileBioFormatter()
  private let bioLabel: UILabel = {
    let label = UILabel()
    label.numberOfLines = 0
    label.textColor = .secondaryLabel
    return label
  }()

  func configure(with profile: Profile) {
    bioLabel.attributedText = formatter.makeBio(for: profile)
  }
}
