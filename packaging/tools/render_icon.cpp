// render_icon: renders an SVG to a square PNG with Qt's own SVG renderer (build-time tool for
// the hicolor icons). Usage: render_icon IN.svg SIZE OUT.png
#include <QImage>
#include <QPainter>
#include <QString>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "Usage: render_icon IN.svg SIZE OUT.png\n");
    return 2;
  }
  QSvgRenderer renderer{QString::fromLocal8Bit(argv[1])};
  const int size = QString::fromLocal8Bit(argv[2]).toInt();
  if (!renderer.isValid() || size <= 0) {
    std::fprintf(stderr, "render_icon: cannot read %s or bad size %s\n", argv[1], argv[2]);
    return 1;
  }
  QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::transparent);
  QPainter painter(&image);
  painter.setRenderHint(QPainter::Antialiasing);
  renderer.render(&painter, QRectF(0, 0, size, size));
  painter.end();
  if (!image.convertToFormat(QImage::Format_ARGB32).save(QString::fromLocal8Bit(argv[3]), "PNG")) {
    std::fprintf(stderr, "render_icon: cannot write %s\n", argv[3]);
    return 1;
  }
  return 0;
}
