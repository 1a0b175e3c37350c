import AVFoundation
import WebKit
import UIKit

/// Scans a barcode: the camera's picture fills the screen, with a hint over it.
final class BarcodeScannerViewController: UIViewController {
    @IBOutlet private weak var videoOutputImageView: UIImageView!
    @IBOutlet private weak var instructionLabel: UILabel!

    private let session = AVCaptureSession()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        configureInstructionLabel()
        startLiveVideo()
    }

    private func configureInstructionLabel() {
        instructionLabel.backgroundColor = UIColor(white: 0.0, alpha: 0.5)
        instructionLabel.textColor = .white
        instructionLabel.text = NSLocalizedString("Point the camera at a barcode", comment: "")
    }

    private func startLiveVideo() {
        let previewLayer = AVCaptureVideoPreviewLayer(session: session)
        previewLayer.videoGravity = .resizeAspectFill
        previewLayer.frame = videoOutputImageView.bounds
        videoOutputImageView.layer.addSublayer(previewLayer)
    }
}

/// A hint tinted in the app's color over a live preview, laid out in code.
final class CameraHintView: UIView {
    private let previewView = UIView()
    private let hintLabel = UILabel()

    func configure(previewLayer: CALayer) {
        backgroundColor = .black
        previewView.layer.addSublayer(previewLayer)
        addSubview(previewView)
        previewView.addSubview(hintLabel)
        hintLabel.backgroundColor = UIColor.systemTeal.withAlphaComponent(0.4)
        hintLabel.textColor = .white
    }
}

/// A document's page with controls over it, and a page thumbnail with its number.
final class DocumentPreviewView: UIView {
    private let webView = WKWebView()
    private let backButton = UIButton(type: .custom)
    private let thumbnailView: UIImageView = UIImageView()
    private let pageLabel = UILabel()

    func configure() {
        backgroundColor = .lightGray
        webView.backgroundColor = .black
        backButton.setTitleColor(.systemBlue, for: .normal)
        webView.addSubview(backButton)
        addSubview(webView)

        pageLabel.backgroundColor = .clear
        pageLabel.textColor = .black
        thumbnailView.addSubview(pageLabel)
        addSubview(thumbnailView)
    }
}
