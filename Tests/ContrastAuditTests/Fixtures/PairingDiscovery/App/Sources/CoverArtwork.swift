import SwiftUI

/// A book cover: the artwork, or while it loads a placeholder with the title over a picture.
struct CoverArtwork: View {
    var title: String
    var author: String
    var placeholder: Image?

    var body: some View {
        ZStack(alignment: .top) {
            Color.clear
                .aspectRatio(1, contentMode: .fit)

            Rectangle()
                .overlay(
                    ZStack {
                        placeholder?
                            .resizable()
                            .aspectRatio(contentMode: .fit)
                            .cornerRadius(12)

                        VStack(alignment: .leading) {
                            Spacer()
                            Text(author)
                                .lineLimit(1)
                                .opacity(0.6)
                            Text(title)
                                .lineLimit(2)
                        }
                        .foregroundColor(.white)
                        .padding()
                    }
                )
        }
        .cornerRadius(12)
    }
}

/// A count on a filled circle, and a caption over a photo.
struct ChapterBadge: View {
    var number: Int

    var body: some View {
        VStack(spacing: 6) {
            Circle()
                .fill(Color.orange)
                .frame(width: 28, height: 28)
                .overlay(
                    Text("\(number)")
                        .foregroundStyle(.black)
                )
            Image("chapter-cover")
                .resizable()
                .scaledToFill()
                .overlay(alignment: .bottomLeading) {
                    Text("Chapter \(number)")
                        .foregroundColor(.white)
                        .padding(8)
                }
        }
        .padding()
        .background(Color.black)
    }
}

/// A hero banner: white text on a photo, in a ZStack on a blue screen.
struct HeroBanner: View {
    var body: some View {
        ZStack(alignment: .bottom) {
            AsyncImage(url: URL(string: "https://example.com/hero.jpg"))
            Text("New this week")
                .font(.title)
                .foregroundStyle(Color.white)
        }
        .background(Color.blue)
    }
}

/// A title overlaid on a row of buttons: it is drawn on the row's ground.
struct ShelfHeader: View {
    var body: some View {
        HStack {
            Spacer()
            Button("Edit") {}
        }
        .overlay {
            Text("Library")
                .foregroundStyle(.secondary)
        }
        .padding()
        .background(Color(uiColor: .systemGray6))
    }
}

/// A chevron overlaid on a ringed circle: the ring is an outline, drawn on the circle's fill.
struct ExpandButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Circle()
            .stroke(Color.gray, lineWidth: 1)
            .frame(width: 32, height: 32)
            .background(
                Circle()
                    .fill(Color.indigo)
            )
            .overlay {
                configuration.label
                    .foregroundColor(Color.mint)
                    .frame(width: 16, height: 16)
            }
    }
}

/// A gallery card: a tinted layer, then colors taken from the cover, then the rating.
struct GalleryCard: View {
    var rating: Double

    var body: some View {
        ZStack {
            Color.gray.opacity(0.2)
            CoverColorsView(animated: true)
            HStack {
                Text(String(rating))
                    .foregroundColor(.yellow)
            }
            .padding(20)
        }
    }
}

/// A chapter number on a filled rounded rectangle, the first layer of its ZStack.
struct ChapterNumber: View {
    var number: Int

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 6)
                .fill(Color.teal)
                .frame(width: 40, height: 40)

            Text("\(number)")
                .foregroundStyle(Color.white)
        }
    }
}
