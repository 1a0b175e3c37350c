//
//  LinkedText.swift
//  Notes
//

import SwiftUI
import UIKit

/// Text with tappable links (EhPanda): SwiftUI draws the text; a text storage and layout
/// manager over it only find which character a tap lands on. Nothing draws the storage.
struct LinkedText: View {
  let text: String
  let action: (URL) -> Void

  var body: some View {
    Text(text)
      .overlay(LinkTapOverlay(text: text, action: action))
  }
}

private struct LinkTapOverlay: UIViewRepresentable {
  let text: String
  let action: (URL) -> Void

  func makeUIView(context: Context) -> UIView {
    let view = UIView()
    view.addGestureRecognizer(
      UITapGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.tap(_:))))
    return view
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    let attributedString = NSAttributedString(
      string: text, attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
    context.coordinator.textStorage = NSTextStorage(attributedString: attributedString)
    context.coordinator.textStorage?.addLayoutManager(context.coordinator.layoutManager)
  }

  func makeCoordinator() -> Coordinator { Coordinator() }

  final class Coordinator: NSObject {
    let layoutManager = NSLayoutManager()
    let textContainer = NSTextContainer(size: .zero)
    var textStorage: NSTextStorage?

    override init() {
      super.init()
      layoutManager.addTextContainer(textContainer)
    }

    @objc func tap(_ gesture: UITapGestureRecognizer) {
      let point = gesture.location(in: gesture.view)
      _ = layoutManager.characterIndex(
        for: point, in: textContainer, fractionOfDistanceBetweenInsertionPoints: nil)
    }
  }
}
